import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  Heading,
  Link,
  ListBoxItem,
  RecordList,
  RecordListEmpty,
  Select,
} from '../../../../design-system';
import type { RequestKind, RequestStatus } from '../../../api/generated/model';
import { requestKinds as kinds, requestStatuses as statuses } from '../api/request-choices';
import { paths } from '../../../config/paths';
import { QueryView } from '../../../lib/query-state/query-state';
import { requestsQueries } from '../api/requests-queries';
import { RequestRecord } from '../components/request-record';
import * as styles from '../components/requests.css';

const ANY_STATUS = 'todas';

/** Where each kind of request is made, for the link beside the list. */
const formOf: Record<RequestKind, string> = {
  'comutacao-bibliografica': paths.bibliographicSwitching.href(),
  'levantamento-bibliografico': paths.bibliographicSurvey.href(),
  'ficha-catalografica': paths.catalogSheet.href(),
  'pesquisa-especializada': paths.specializedSearch.href(),
  'emprestimo-inter-bibliotecas': paths.interLibraryLoan.href(),
};

/** The filters live in the address (`?tipo=&status=`): shareable, back-button safe. */
function filtersOf(params: URLSearchParams): { kind: RequestKind; status: RequestStatus | null } {
  const kind = kinds.find((entry) => entry === params.get('tipo')) ?? kinds[0]!;
  const status = statuses.find((entry) => entry === params.get('status')) ?? null;
  return { kind, status };
}

/**
 * `/meu-portal/solicitacoes`, Requests (spec sections 3, 4 and 7): the patron's requests of one
 * kind (`GET /solicitacoes/{type}`), optionally of one status, each with its status, dates,
 * observation and the library's answer.
 */
export function RequestsPage() {
  const { t } = useTranslation(['requests', 'errors']);
  const [searchParams, setSearchParams] = useSearchParams();
  const { kind, status } = filtersOf(searchParams);
  const query = useQuery({
    ...requestsQueries.list(kind, status ? { status } : undefined),
    placeholderData: keepPreviousData,
  });
  const filter = (next: { kind: RequestKind; status: RequestStatus | null }) =>
    setSearchParams(
      { tipo: next.kind, ...(next.status ? { status: next.status } : {}) },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('list.title')}</Heading>
      <p className={styles.plain}>{t('list.intro')}</p>
      <div className={styles.filters} role="group" aria-label={t('list.filters')}>
        <Select
          label={t('list.kind')}
          items={kinds.map((id) => ({ id, name: t(`kinds.${id}`) }))}
          value={kind}
          onChange={(key) => {
            const chosen = kinds.find((entry) => entry === key);
            if (chosen) filter({ kind: chosen, status });
          }}
        >
          {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
        </Select>
        <Select
          label={t('list.status')}
          items={[
            { id: ANY_STATUS, name: t('list.anyStatus') },
            ...statuses.map((id) => ({ id, name: t(`status.${id}`) })),
          ]}
          value={status ?? ANY_STATUS}
          onChange={(key) =>
            filter({ kind, status: statuses.find((entry) => entry === key) ?? null })
          }
        >
          {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
        </Select>
      </div>
      <p className={styles.plain}>
        <Link href={formOf[kind]}>{t('list.newRequest', { kind: t(`kinds.${kind}`) })}</Link>
      </p>
      <QueryView query={query} errorTitle={t('errors:fetch.requests')}>
        {(requests) => (
          <div aria-busy={query.isFetching}>
            {requests.length ? (
              <RecordList aria-label={t('list.results', { kind: t(`kinds.${kind}`) })}>
                {requests.map((request) => (
                  <RequestRecord key={request.cod_solicitacao} request={request} />
                ))}
              </RecordList>
            ) : (
              <RecordListEmpty>
                {status
                  ? t('list.emptyStatus', { status: t(`status.${status}`) })
                  : `${t('list.empty', { kind: t(`kinds.${kind}`) })} ${t('list.emptyHint')}`}
              </RecordListEmpty>
            )}
          </div>
        )}
      </QueryView>
    </div>
  );
}
