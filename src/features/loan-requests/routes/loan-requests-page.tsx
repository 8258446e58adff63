import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Button,
  Form,
  Heading,
  Link,
  ListBoxItem,
  RecordList,
  RecordListEmpty,
  RecordListItem,
  Select,
  TextField,
} from '../../../../design-system';
import type { LoanRequest } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { validateDateRange } from '../../../lib/forms/date-range';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { QueryView } from '../../../lib/query-state/query-state';
import { loanRequestsQueries } from '../api/loan-requests-queries';
import { LoanRequestDetails, LoanRequestStatusBadge } from '../components/loan-request-details';
import * as styles from '../components/loan-requests.css';
import {
  filtersOf,
  isFiltered,
  loanRequestStatuses,
  requestParamsOf,
  searchParamsOf,
  type LoanRequestFilters,
} from '../utils/loan-request-filters';

// The "every status" choice of the status filter (the empty filter).
const ANY_STATUS = 'todas';

/**
 * The requests as compact records: title, status, author and where it is picked up, the other
 * facts on demand; one ready at the desk stands out. The contract offers no way to cancel a
 * loan request, so a record has no action.
 */
function RequestList({ requests }: { requests: LoanRequest[] }) {
  const { t } = useTranslation('loan-requests');
  return (
    <RecordList aria-label={t('list.listLabel')}>
      {requests.map((request) => (
        <RecordListItem
          key={request.cod_solicitacao}
          emphasis={request.status === 'disponivel' ? 'ready' : undefined}
          title={
            <Heading level={3} size="sm" className={styles.itemTitle}>
              <Link href={paths.title.href(request.cod_acervo)}>{request.titulo}</Link>
            </Heading>
          }
          status={<LoanRequestStatusBadge status={request.status} />}
          meta={[
            request.autor || null,
            request.biblioteca_recebimento?.desc_biblioteca
              ? t('list.pickUpAt', { library: request.biblioteca_recebimento.desc_biblioteca })
              : null,
          ]}
          details={<LoanRequestDetails request={request} />}
        />
      ))}
    </RecordList>
  );
}

/**
 * `/meu-portal/solicitacoes-emprestimo`, Query loan requests (`GET /solicitacao-emprestimo`):
 * the patron's requests with their status, request and conclusion dates, filtered by period
 * (start not after end) and status (spec sections 3 to 5). The filters live in the address, so
 * a filtered list can be reloaded and shared. The contract has no call to cancel a request.
 */
export function LoanRequestsPage() {
  const { t } = useTranslation(['loan-requests', 'errors']);
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = filtersOf(searchParams);
  const appliedProblem = validateDateRange(applied);
  const [draft, setDraft] = useState<LoanRequestFilters>(applied);
  const [problem, setProblem] = useState(appliedProblem);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const list = useQuery({
    ...loanRequestsQueries.list(requestParamsOf(applied)),
    // An address with the dates the wrong way round is refused here, not sent.
    enabled: !appliedProblem,
    placeholderData: keepPreviousData,
  });
  const filtered = isFiltered(applied);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDateRange(draft);
    setProblem(found);
    if (found) {
      focusFirstInvalid();
      return;
    }
    setSearchParams(searchParamsOf(draft));
  };
  const clear = () => {
    const empty: LoanRequestFilters = { start: '', end: '', status: '' };
    setDraft(empty);
    setProblem(null);
    setSearchParams({});
  };

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('list.title')}</Heading>
      <p className={styles.plain}>{t('list.intro')}</p>
      <div ref={containerRef}>
        <Form onSubmit={submit} aria-label={t('list.filters')} validationBehavior="aria">
          <div className={styles.filters}>
            <TextField
              type="date"
              name="dataIni"
              label={t('list.start')}
              value={draft.start}
              onChange={(start) => setDraft((current) => ({ ...current, start }))}
              isInvalid={problem === 'startAfterEnd'}
              errorMessage={t('list.startAfterEnd')}
            />
            <TextField
              type="date"
              name="dataFim"
              label={t('list.end')}
              value={draft.end}
              onChange={(end) => setDraft((current) => ({ ...current, end }))}
            />
            <Select
              label={t('list.status')}
              value={draft.status || ANY_STATUS}
              onChange={(key) =>
                setDraft((current) => ({
                  ...current,
                  status: loanRequestStatuses.find((status) => status === key) ?? '',
                }))
              }
            >
              <ListBoxItem id={ANY_STATUS}>{t('list.anyStatus')}</ListBoxItem>
              {loanRequestStatuses.map((status) => (
                <ListBoxItem key={status} id={status}>
                  {t(`status.${status}`)}
                </ListBoxItem>
              ))}
            </Select>
          </div>
          <div className={styles.actions}>
            <Button type="submit">{t('list.apply')}</Button>
            {filtered ? (
              <Button variant="secondary" onPress={clear}>
                {t('list.clear')}
              </Button>
            ) : null}
          </div>
        </Form>
      </div>
      {appliedProblem ? null : (
        <QueryView query={list} errorTitle={t('errors:fetch.requests')}>
          {(requests) => (
            <section aria-labelledby="loan-requests-results" aria-busy={list.isFetching}>
              <Heading level={2} size="sm" id="loan-requests-results" tabIndex={-1}>
                {t('list.total', { count: requests.length })}
              </Heading>
              {requests.length ? (
                <RequestList requests={requests} />
              ) : (
                <RecordListEmpty>
                  {filtered
                    ? `${t('list.emptyFiltered')} ${t('list.emptyFilteredHint')}`
                    : `${t('list.empty')} ${t('list.emptyHint')}`}
                </RecordListEmpty>
              )}
            </section>
          )}
        </QueryView>
      )}
    </div>
  );
}
