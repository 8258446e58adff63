import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { Authority } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { Alert, Box, Heading, Link, Skeleton } from '../../../../design-system';
import { authorityQueries } from '../api/authority-queries';
import { MarcTable } from '../../../lib/marc/marc-table';
import { titlesSearchHref } from '../utils/titles-search-href';
import { usePageTitle } from '../../../lib/document-title/use-page-title';
import { recordCode } from '../../../lib/query-state/record-code';
import { isRecordMissing, RecordNotFound, RecordPage } from '../../../lib/query-state/record-page';

/** The two views of the record, as links; the open one is marked as the current page. */
function ViewLinks({ code, marc }: { code: number; marc: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('authority.views')}>
      <Box
        elementType="ul"
        display="flex"
        gap="lg"
        paddingLeft="none"
        style={{ listStyle: 'none' }}
      >
        <li>
          <Link href={paths.authority.href(code)} aria-current={marc ? undefined : 'page'}>
            {t('authority.record')}
          </Link>
        </li>
        <li>
          <Link href={paths.authorityMarc.href(code)} aria-current={marc ? 'page' : undefined}>
            {t('authority.marc')}
          </Link>
        </li>
      </Box>
    </nav>
  );
}

function AuthorityRecord({ authority }: { authority: Authority }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <p>
        <strong>{t('authority.type')}:</strong> {authority.desc_tipo ?? authority.tipo}
      </p>
      {authority.remissivas_ver.length ? (
        <section aria-labelledby="authority-see-from">
          <Heading level={2} id="authority-see-from">
            {t('authority.seeFrom')}
          </Heading>
          <ul>
            {authority.remissivas_ver.map((form) => (
              <li key={form}>{form}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {authority.remissivas_ver_tambem.length ? (
        <section aria-labelledby="authority-see-also">
          <Heading level={2} id="authority-see-also">
            {t('authority.seeAlso')}
          </Heading>
          <ul>
            {authority.remissivas_ver_tambem.map((related) => (
              <li key={related.cod_autoridade}>
                <Link href={paths.authority.href(related.cod_autoridade)}>{related.cabecalho}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {authority.notas?.length ? (
        <section aria-labelledby="authority-notes">
          <Heading level={2} id="authority-notes">
            {t('authority.notes')}
          </Heading>
          <ul>
            {authority.notas.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link href={titlesSearchHref(authority.cabecalho, authority.tipo)} variant="standalone">
        {t('authority.titles', { n: authority.total_titulos })}
      </Link>
    </Box>
  );
}

/** The page of an authority the API does not know (what a server renders for its address). */
export function AuthorityNotFound() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('authority.notFound'));
  return <RecordNotFound heading={t('authority.notFound')} />;
}

/** `/autoridade/{codAutoridade}` (heading, references, notes) and its `/marc` view. */
export function AuthorityPage() {
  const { t } = useTranslation('catalogue');
  const code = recordCode(useParams().codAutoridade);
  const marc = useLocation().pathname.replace(/\/$/, '').endsWith('/marc');
  const query = useQuery({ ...authorityQueries.detail(code ?? 0), enabled: code !== null });
  const authority = query.data;
  usePageTitle(
    authority?.cabecalho ?? (isRecordMissing(code, query) ? t('authority.notFound') : undefined),
  );

  return (
    <RecordPage
      code={code}
      query={query}
      notFound={{ heading: t('authority.notFound') }}
      errorHeading={t('authority.page')}
      skeleton={
        <Box display="flex" flexDirection="column" gap="lg" aria-busy="true">
          <Skeleton shape="rect" height="2.5rem" announce={false} />
          <Skeleton lines={6} />
        </Box>
      }
    >
      {(record, stale) => (
        <Box
          elementType="section"
          display="flex"
          flexDirection="column"
          gap="xl"
          aria-labelledby="authority-heading"
        >
          <Heading level={1} id="authority-heading">
            {record.cabecalho}
          </Heading>
          {stale ? <Alert tone="warning">{t('errors.stale')}</Alert> : null}
          <ViewLinks code={record.cod_autoridade} marc={marc} />
          {marc ? (
            record.marc ? (
              <MarcTable record={record.marc} label={t('authority.marc')} />
            ) : (
              <p>{t('authority.noMarc')}</p>
            )
          ) : (
            <AuthorityRecord authority={record} />
          )}
        </Box>
      )}
    </RecordPage>
  );
}
