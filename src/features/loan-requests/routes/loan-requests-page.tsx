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
  RecordHeader,
  RecordList,
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

function RequestList({ requests }: { requests: LoanRequest[] }) {
  const { t } = useTranslation('loan-requests');
  return (
    <RecordList aria-label={t('list.listLabel')}>
      {requests.map((request) => (
        <RecordListItem key={request.cod_solicitacao}>
          <RecordHeader>
            <Heading level={3} size="sm">
              <Link href={paths.title.href(request.cod_acervo)}>{request.titulo}</Link>
            </Heading>
            <LoanRequestStatusBadge status={request.status} />
          </RecordHeader>
          {request.autor ? <p className={styles.plain}>{request.autor}</p> : null}
          <LoanRequestDetails request={request} />
        </RecordListItem>
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
                <p className={styles.plain}>{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</p>
              )}
            </section>
          )}
        </QueryView>
      )}
    </div>
  );
}
