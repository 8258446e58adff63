import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Checkbox,
  Heading,
  Link,
  Pagination,
  DescriptionList,
  RecordList,
  RecordListEmpty,
  RecordListItem,
} from '../../../../design-system';
import type { ListLoanHistoryParams, LoanHistoryItem } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { validateDateRange } from '../../../lib/forms/date-range';
import { FoldedFilterForm } from '../../../lib/forms/folded-filter-form';
import { PeriodFields } from '../../../lib/forms/period-fields';
import { useFilterDraft } from '../../../lib/forms/use-filter-draft';
import { QueryView } from '../../../lib/query-state/query-state';
import { loansQueries } from '../api/loans-queries';
import { LoansNav } from '../components/loans-nav';
import * as styles from '../components/loans.css';
import { parsePage } from '../../../lib/urls/page-param';

/** The filters live in the address (`?de=&ate=&multa=1&pagina=`): shareable, back-button safe. */
interface HistoryFilters {
  start: string;
  end: string;
  finedOnly: boolean;
  page: number;
}

function filtersOf(params: URLSearchParams): HistoryFilters {
  return {
    start: params.get('de') ?? '',
    end: params.get('ate') ?? '',
    finedOnly: params.get('multa') === '1',
    page: parsePage(params.get('pagina')),
  };
}

function paramsOf(filters: HistoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.start) params.de = filters.start;
  if (filters.end) params.ate = filters.end;
  if (filters.finedOnly) params.multa = '1';
  if (filters.page > 1) params.pagina = String(filters.page);
  return params;
}

function requestOf(filters: HistoryFilters): ListLoanHistoryParams {
  return {
    ...(filters.start ? { dataIni: filters.start } : {}),
    ...(filters.end ? { dataFim: filters.end } : {}),
    ...(filters.finedOnly ? { multa: true } : {}),
    page: filters.page,
  };
}

/**
 * `/meu-portal/emprestimos/historico`, the loan history (`GET /emprestimo/historico`): a period
 * (start not after end), "only with a fine", paged by the server (20 a page).
 */
export function LoanHistoryPage() {
  const { t } = useTranslation(['loans', 'errors']);
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = filtersOf(searchParams);
  const appliedProblem = validateDateRange(applied);
  // The form edits the period and the fine flag; the page is the list's, not the filter's.
  const { draft, setDraft, problems, containerRef, submitTo } = useFilterDraft(
    { start: applied.start, end: applied.end, finedOnly: applied.finedOnly },
    validateDateRange,
  );
  const history = useQuery({
    ...loansQueries.history(requestOf(applied)),
    // A typed address with the dates the wrong way round is refused here, not sent.
    enabled: !appliedProblem,
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(applied.start || applied.end || applied.finedOnly);

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('history.title')}</Heading>
      <LoansNav />
      <p>{t('history.intro')}</p>
      {/* Most visits want the latest loans: the period waits one click away unless in use. */}
      <FoldedFilterForm
        title={t('history.filters')}
        isOpen={filtered || Boolean(appliedProblem)}
        containerRef={containerRef}
        onSubmit={submitTo((filters) => setSearchParams(paramsOf({ ...filters, page: 1 })))}
        applyLabel={t('history.apply')}
        clear={
          filtered ? { label: t('history.clear'), onPress: () => setSearchParams({}) } : undefined
        }
      >
        <div className={styles.filters}>
          <PeriodFields
            value={draft}
            onChange={(field, day) => setDraft((current) => ({ ...current, [field]: day }))}
            labels={{ start: t('history.start'), end: t('history.end') }}
            messages={{
              start: problems === 'startAfterEnd' ? t('history.startAfterEnd') : undefined,
            }}
          />
        </div>
        <Checkbox
          isSelected={draft.finedOnly}
          onChange={(finedOnly) => setDraft((current) => ({ ...current, finedOnly }))}
        >
          {t('history.onlyWithFine')}
        </Checkbox>
      </FoldedFilterForm>
      {appliedProblem ? null : (
        <QueryView query={history} errorTitle={t('errors:fetch.history')}>
          {(page) => (
            <section aria-labelledby="loan-history-results" aria-busy={history.isFetching}>
              <Heading level={2} size="sm" id="loan-history-results" tabIndex={-1}>
                {t('history.total', { count: page.total })}
              </Heading>
              {page.data.length === 0 ? (
                <RecordListEmpty
                  action={
                    filtered ? undefined : (
                      <Link href={paths.home.href()} variant="standalone">
                        {t('current.emptyAction')}
                      </Link>
                    )
                  }
                >
                  {t(filtered ? 'history.emptyFiltered' : 'history.empty')}
                </RecordListEmpty>
              ) : (
                <HistoryList items={page.data} />
              )}
              {page.total > page.pageSize ? (
                <Pagination
                  aria-label={t('history.pages')}
                  page={page.page}
                  pageCount={Math.ceil(page.total / page.pageSize)}
                  onPageChange={(next) => {
                    setSearchParams(paramsOf({ ...applied, page: next }));
                    document.getElementById('loan-history-results')?.focus();
                  }}
                />
              ) : null}
            </section>
          )}
        </QueryView>
      )}
    </div>
  );
}

function HistoryList({ items }: { items: LoanHistoryItem[] }) {
  const { t } = useTranslation('loans');
  const { date, currency } = useFormat();
  return (
    <RecordList aria-label={t('history.listLabel')}>
      {items.map((item, index) => (
        <RecordListItem
          key={`${item.cod_acervo}-${item.data_emprestimo}-${index}`}
          title={
            <Link href={paths.title.href(item.cod_acervo)} variant="standalone">
              {item.titulo}
            </Link>
          }
          // One line on a phone: the period only; the library waits with the other details.
          meta={[
            item.data_devolucao
              ? t('history.period', {
                  start: date(item.data_emprestimo),
                  end: date(item.data_devolucao),
                })
              : t('history.since', { start: date(item.data_emprestimo) }),
          ]}
          status={
            item.data_devolucao ? (
              item.multa ? (
                <Badge tone="warning">{t('history.fine', { amount: currency(item.multa) })}</Badge>
              ) : undefined
            ) : (
              <Badge tone="info">{t('history.stillOnLoan')}</Badge>
            )
          }
          details={
            <DescriptionList
              rows={[
                [t('fields.callNumber'), item.localizacao],
                [t('fields.library'), item.biblioteca],
                [t('fields.loanDate'), date(item.data_emprestimo)],
                [t('fields.returnDate'), date(item.data_devolucao_prevista)],
                [
                  t('fields.returnedOn'),
                  item.data_devolucao ? date(item.data_devolucao) : t('history.stillOnLoan'),
                ],
                [t('fields.fine'), item.multa ? currency(item.multa) : null],
              ]}
            />
          }
        />
      ))}
    </RecordList>
  );
}
