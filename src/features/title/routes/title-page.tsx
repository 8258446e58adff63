import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { paths, titleTabOfMatches } from '../../../config/paths';
import { Alert, Box, Heading, Link, Skeleton } from '../../../../design-system';
import { titleQueries } from '../api/title-queries';
import { BasketToggle } from '../components/basket-toggle';
import { isNotFound, LoadError } from '../../../lib/query-state/query-state';
import { TitleRecord } from '../components/title-record';
import { TitleTabs } from '../components/title-tabs';
import { defaultTitleTab } from '../utils/title-tab';
import { usePageTitle } from '../../../lib/document-title/use-page-title';

const codeOf = (raw: string | undefined) => {
  const code = Number(raw);
  return Number.isInteger(code) && code > 0 ? code : null;
};

/** `/acervo/{codAcervo}` and its tabs: the title's record, basket action and detail tabs. */
export function TitlePage() {
  const { t } = useTranslation('catalogue');
  const codAcervo = codeOf(useParams().codAcervo);
  // The router names the tab in the route's handle (one route per tab, spec section 2).
  const active = titleTabOfMatches(useMatches()) ?? defaultTitleTab;
  const query = useQuery({ ...titleQueries.detail(codAcervo ?? 0), enabled: codAcervo !== null });
  const title = query.data;
  usePageTitle(
    title?.titulo ??
      (codAcervo === null || isNotFound(query.error) ? t('notFound.title') : undefined),
  );

  if (codAcervo === null || (!title && isNotFound(query.error))) {
    return (
      <Box display="flex" flexDirection="column" gap="lg">
        <Heading level={1}>{t('notFound.title')}</Heading>
        <p>{t('notFound.text')}</p>
        <Link href={paths.home.href()} variant="standalone">
          {t('notFound.home')}
        </Link>
      </Box>
    );
  }
  if (!title) {
    if (query.isError)
      return (
        <Box display="flex" flexDirection="column" gap="lg">
          <Heading level={1}>{t('titlePage')}</Heading>
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      );
    return (
      <Box display="flex" flexDirection="column" gap="lg" aria-busy="true">
        <Skeleton shape="rect" height="2.5rem" announce={false} />
        <Box display="flex" gap="xl" flexWrap="wrap">
          <Skeleton shape="rect" width="10rem" height="14rem" announce={false} />
          <Box flex="fill">
            <Skeleton lines={8} />
          </Box>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      elementType="section"
      display="flex"
      flexDirection="column"
      gap="xl"
      aria-labelledby="title-heading"
    >
      <Box display="flex" flexDirection="column" gap="sm">
        <Heading level={1} id="title-heading">
          {title.titulo}
        </Heading>
        {query.isError ? <Alert tone="warning">{t('errors.stale')}</Alert> : null}
      </Box>
      <TitleRecord title={title} />
      <BasketToggle title={title} />
      <TitleTabs title={title} active={active} />
    </Box>
  );
}
