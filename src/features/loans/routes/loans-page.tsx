import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Heading,
  IconCalendar,
  Link,
  RecordListEmpty,
} from '../../../../design-system';
import type { Loan } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { QueryView } from '../../../lib/query-state/query-state';
import { loansQueries } from '../api/loans-queries';
import { LoanList } from '../components/loan-list';
import { LoansNav } from '../components/loans-nav';
import { LoansPrintView } from '../components/loans-print-view';
import * as styles from '../components/loans.css';
import { loansCalendar } from '../utils/loans-calendar';

/** Offers a text as a file download (the browser's own save dialog or downloads bar). */
function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `/meu-portal/emprestimos`, Loan: the patron's current loans (`GET /emprestimo/titulos-pendentes`
 * with details), the return dates as a calendar file, a printable receipt, and a link to the
 * history (its own page) and to the Renewal screen.
 */
export function LoansPage() {
  const { t } = useTranslation(['loans', 'errors']);
  const loans = useQuery(loansQueries.current());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('current.title')}</Heading>
      <LoansNav />
      <p>{t('current.intro')}</p>
      <DataAsOf query={loans} />
      <QueryView query={loans} errorTitle={t('errors:fetch.pendingTitles')}>
        {(data) =>
          data.length === 0 ? (
            <RecordListEmpty
              action={
                <Link href={paths.home.href()} variant="standalone">
                  {t('current.emptyAction')}
                </Link>
              }
            >
              {t('current.empty')}
            </RecordListEmpty>
          ) : (
            <CurrentLoans loans={data} />
          )
        }
      </QueryView>
    </div>
  );
}

function CurrentLoans({ loans }: { loans: Loan[] }) {
  const { t } = useTranslation('loans');
  const { date } = useFormat();
  const [printRequest, setPrintRequest] = useState(0);
  const [calendar, setCalendar] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const overdue = loans.filter((loan) => loan.atrasado).length;

  const addToCalendar = async () => {
    setCalendar('pending');
    try {
      const text = await loansCalendar(
        loans,
        {
          name: t('calendar.name'),
          summary: (loan) => t('calendar.summary', { title: loan.titulo }),
          description: (loan) =>
            loan.localizacao
              ? t('calendar.descriptionWithCallNumber', {
                  title: loan.titulo,
                  callNumber: loan.localizacao,
                  library: loan.biblioteca ?? '',
                })
              : t('calendar.description', { title: loan.titulo, library: loan.biblioteca ?? '' }),
          reminder: (loan) =>
            t('calendar.reminder', { title: loan.titulo, date: date(loan.data_devolucao) }),
        },
        window.location.origin,
      );
      download(text, t('calendar.fileName'), 'text/calendar;charset=utf-8');
      setCalendar('done');
    } catch {
      setCalendar('failed');
    }
  };

  return (
    <>
      <p>
        {t('current.count', { count: loans.length })}{' '}
        {overdue ? t('current.overdueCount', { count: overdue }) : null}
      </p>
      <div className={styles.actions} role="group" aria-label={t('current.actions')}>
        <Button
          variant="secondary"
          onPress={() => void addToCalendar()}
          isPending={calendar === 'pending'}
        >
          <IconCalendar />
          {t('current.addToCalendar')}
        </Button>
        <Button variant="secondary" onPress={() => setPrintRequest((n) => n + 1)}>
          {t('current.printReceipt')}
        </Button>
        <Link href={paths.renewal.href()} variant="standalone">
          {t('current.renewLink')}
        </Link>
      </div>
      {calendar === 'done' ? <Alert tone="success">{t('current.calendarReady')}</Alert> : null}
      {calendar === 'failed' ? <Alert tone="danger">{t('current.calendarFailed')}</Alert> : null}
      <LoanList loans={loans} label={t('current.listLabel')} />
      {printRequest ? (
        <LoansPrintView
          loans={loans}
          printRequest={printRequest}
          onPrintAgain={() => setPrintRequest((n) => n + 1)}
          onClose={() => setPrintRequest(0)}
        />
      ) : null}
    </>
  );
}
