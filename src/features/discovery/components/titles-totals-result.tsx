import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, Heading, Link, Skeleton } from '../../../../design-system';
import type { TitleLibrary, TitleTotals } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { isNotFound, LoadError, QueryView } from '../../../lib/query-state/query-state';
import { discoveryQueries } from '../api/discovery-queries';
import { totalsParamsOf, type TotalsRequest } from '../utils/titles-totals-request';
import * as styles from './discovery.css';

const counts = ['emprestimos', 'renovacoes', 'reservas', 'acessos'] as const;

function TotalsFacts({ totals, label }: { totals: TitleTotals; label: string }) {
  const { t } = useTranslation('discovery');
  const { locale } = useFormat();
  const number = new Intl.NumberFormat(locale);
  return (
    <dl className={styles.facts} aria-label={label}>
      {counts.map((count) => (
        <div key={count} className={styles.fact}>
          <dt className={styles.factLabel}>{t(`totals.counts.${count}`)}</dt>
          <dd className={styles.factValue}>{number.format(totals[count])}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The totals of each library holding the title: the contract answers one library per call, so
 * a title in several libraries gets one call each (a handful at most).
 */
function TotalsPerLibrary({
  codAcervo,
  request,
  libraries,
}: {
  codAcervo: number;
  request: TotalsRequest;
  libraries: TitleLibrary[];
}) {
  const { t } = useTranslation(['discovery', 'errors']);
  const { locale } = useFormat();
  const number = new Intl.NumberFormat(locale);
  const perLibrary = useQueries({
    queries: libraries.map((library) =>
      discoveryQueries.titleTotals(codAcervo, totalsParamsOf(request, library.cod_biblioteca)),
    ),
  });
  const failed = perLibrary.find((query) => query.isError);
  if (failed)
    return (
      <LoadError
        error={failed.error}
        title={t('errors:fetch.totals')}
        onRetry={() => perLibrary.forEach((query) => query.isError && void query.refetch())}
      />
    );
  if (perLibrary.some((query) => query.data === undefined)) return <Skeleton lines={3} />;
  return (
    // Read-only, so a plain table (DataTable), not a grid with a roving focus.
    <DataTable
      aria-label={t('totals.perLibrary')}
      items={libraries.map((library, index) => ({ library, totals: perLibrary[index]?.data }))}
      rowKey={({ library }) => String(library.cod_biblioteca)}
      columns={[
        {
          id: 'library',
          header: t('totals.libraryColumn'),
          isRowHeader: true,
          cell: ({ library }) => library.desc_biblioteca,
        },
        ...counts.map((count) => ({
          id: count,
          header: t(`totals.counts.${count}`),
          align: 'end' as const,
          cell: ({ totals }: { totals: TitleTotals | undefined }) =>
            totals ? number.format(totals[count]) : '',
        })),
      ]}
    />
  );
}

/**
 * The totals asked for in the address: the title's name, the period, the four counts (spec
 * section 8's "error while fetching totals" with a retry when they fail) and, for every library,
 * one row per library holding the title.
 */
export function TitlesTotalsResult({ request }: { request: TotalsRequest }) {
  const { t } = useTranslation(['discovery', 'errors']);
  const { date } = useFormat();
  const codAcervo = Number(request.title);
  const title = useQuery(discoveryQueries.title(codAcervo));
  const libraries = useQuery(discoveryQueries.titleLibraries(codAcervo));
  const library = request.library ? Number(request.library) : undefined;
  const totals = useQuery(
    discoveryQueries.titleTotals(codAcervo, totalsParamsOf(request, library)),
  );
  const libraryName = libraries.data?.find(
    (item) => item.cod_biblioteca === library,
  )?.desc_biblioteca;

  if (isNotFound(title.error) || isNotFound(totals.error))
    return (
      <p className={styles.plain} role="status">
        {t('totals.notFound', { code: request.title })}
      </p>
    );

  const heading = title.data ? title.data.titulo : t('totals.titleCode', { code: request.title });
  return (
    <section
      className={styles.section}
      aria-labelledby="titles-totals-heading"
      aria-busy={totals.isFetching || undefined}
    >
      <Heading level={2} size="sm" id="titles-totals-heading">
        {t('totals.heading', { title: heading })}
      </Heading>
      <p className={styles.plain}>
        {t(library === undefined ? 'totals.periodEvery' : 'totals.periodLibrary', {
          start: date(request.start),
          end: date(request.end),
          library: libraryName ?? request.library,
        })}{' '}
        <Link href={paths.title.href(codAcervo)}>{t('totals.openTitle')}</Link>
      </p>
      <QueryView query={totals} errorTitle={t('errors:fetch.totals')}>
        {(answer) => (
          <>
            <TotalsFacts totals={answer} label={t('totals.summary')} />
            {library === undefined && (libraries.data?.length ?? 0) > 1 ? (
              <>
                <Heading level={3} size="sm">
                  {t('totals.perLibrary')}
                </Heading>
                <TotalsPerLibrary
                  codAcervo={codAcervo}
                  request={request}
                  libraries={libraries.data ?? []}
                />
              </>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
