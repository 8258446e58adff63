import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { titleTabOfMatches } from '../../../config/paths';
import { Alert, Box, Heading, Skeleton } from '../../../../design-system';
import { titleQueries } from '../api/title-queries';
import { BasketToggle } from '../components/basket-toggle';
import { recordCode } from '../../../lib/query-state/record-code';
import { isRecordMissing, RecordNotFound, RecordPage } from '../../../lib/query-state/record-page';
import { TitleRecord } from '../components/title-record';
import { linksLead, TitleAvailability } from '../components/title-availability';
import { TitleTabs } from '../components/title-tabs';
import { defaultTitleTab } from '../utils/title-tab';
import { usePageTitle } from '../../../lib/document-title/use-page-title';
import { useMediaQuery } from '../../../lib/media/use-media-query';
import { BelowTheFold } from '../../../lib/render/below-the-fold';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import * as styles from './title-page.css';

// The reference, provider link and QR code (with the HTML sanitiser) come after the record.
const LazyTitleExtras = lazy(async () => ({
  default: (await import('../components/title-extras')).TitleExtras,
}));

function TitleExtras({ codAcervo }: { codAcervo: number }) {
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <LazyTitleExtras codAcervo={codAcervo} />
    </Suspense>
  );
}

interface TitlePageProps {
  /** The comments section below the tabs; the app hands it in (it belongs to the comments feature). */
  comments?: ComponentType<{ codAcervo: number }>;
}

/** The page of a title the API does not know (what a server renders for its address). */
export function TitleNotFound() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('notFound.title'));
  return <RecordNotFound heading={t('notFound.title')} text={t('notFound.text')} />;
}

/** `/acervo/{codAcervo}` and its tabs: the title's record, basket action and detail tabs. */
export function TitlePage({ comments: Comments }: TitlePageProps = {}) {
  const { t } = useTranslation('catalogue');
  const codAcervo = recordCode(useParams().codAcervo);
  // The router names the tab in the route's handle (one route per tab, spec section 2).
  const active = titleTabOfMatches(useMatches()) ?? defaultTitleTab;
  const query = useQuery({ ...titleQueries.detail(codAcervo ?? 0), enabled: codAcervo !== null });
  const title = query.data;
  // Wide: reference, provider link and QR code stand beside the record; narrower, after the tabs,
  // so on a phone the copies come first.
  const isWide = useMediaQuery(styles.WIDE);
  usePageTitle(
    title?.titulo ?? (isRecordMissing(codAcervo, query) ? t('notFound.title') : undefined),
  );

  return (
    <RecordPage
      code={codAcervo}
      query={query}
      notFound={{ heading: t('notFound.title'), text: t('notFound.text') }}
      errorHeading={t('titlePage')}
      skeleton={
        <Box display="flex" flexDirection="column" gap="lg" aria-busy="true">
          <Skeleton shape="rect" height="2.5rem" announce={false} />
          <Box display="flex" gap="xl" flexWrap="wrap">
            <Skeleton shape="rect" width="10rem" height="14rem" announce={false} />
            <Box flex="fill">
              <Skeleton lines={8} />
            </Box>
          </Box>
        </Box>
      }
    >
      {(record, stale) => (
        <Box
          elementType="section"
          display="flex"
          flexDirection="column"
          gap="xl"
          aria-labelledby="title-heading"
        >
          <Box display="flex" flexDirection="column" gap="sm">
            <Heading level={1} id="title-heading">
              {record.titulo}
            </Heading>
            {stale ? <Alert tone="warning">{t('errors.stale')}</Alert> : null}
            <DataAsOf query={query} />
          </Box>
          {/* Right under the title, before the long record: in the first screen on a phone. */}
          <TitleAvailability title={record} active={active} />
          <div className={styles.top}>
            <TitleRecord title={record} linksShownAbove={linksLead(record)} />
            <div className={styles.side}>
              <BasketToggle title={record} />
              {isWide ? <TitleExtras codAcervo={record.cod_acervo} /> : null}
            </div>
          </div>
          {/* The cover and the record paint first; the tabs follow in the next pass. */}
          <BelowTheFold fallback={<Skeleton lines={3} />}>
            <TitleTabs title={record} active={active} />
            {isWide ? null : <TitleExtras codAcervo={record.cod_acervo} />}
            {Comments ? <Comments key={record.cod_acervo} codAcervo={record.cod_acervo} /> : null}
          </BelowTheFold>
        </Box>
      )}
    </RecordPage>
  );
}
