import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system';
import type { Loan } from '../../../api/generated/model';
import { describeError, wordServerText } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { useServerAction } from '../../../lib/offline/offline-reason';
import { renewalMutation } from '../api/loans-queries';
import { answeredOutcomes, refusedOutcomes } from '../utils/renewal-outcomes';

/**
 * Renews one loan from its record (the Renewal page's request with one copy) and words what the
 * server said back: the new return date or the refusal, kept beside the record after the loan
 * lists refetch.
 */
export function useRenewLoan(loan: Loan) {
  const { t } = useTranslation(['loans', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const { date } = useFormat();
  const [outcomeText, setOutcomeText] = useState<string | undefined>(undefined);
  const mutation = useMutation(renewalMutation());
  const server = useServerAction('renew');

  const renew = () => {
    if (server.offline) return;
    setOutcomeText(undefined);
    const sent = [loan];
    mutation.mutate(
      { data: { exemplares: [loan.cod_exemplar] } },
      {
        onSuccess: (results) => {
          const outcome = answeredOutcomes(results, sent)[0];
          if (outcome) setOutcomeText(worded(outcome.renewed, outcome.dueDate, outcome.reason));
        },
        onError: (error) => {
          const outcome = refusedOutcomes(error, sent)?.[0];
          setOutcomeText(
            outcome
              ? worded(false, null, outcome.reason)
              : t('loans:list.renewFailed', { reason: describeError(error, tErrors).message }),
          );
        },
      },
    );
  };

  // A reason is a key or the server's words; a key we cannot translate is not shown raw.
  function worded(renewed: boolean, dueDate: string | null | undefined, reason: string) {
    return renewed
      ? t('loans:renewal.renewed', { date: date(dueDate) })
      : t('loans:renewal.refused', { reason: reason ? wordServerText(reason, tErrors) : reason });
  }

  return { renew, isPending: mutation.isPending, outcomeText, server };
}

export type LoanRenewal = ReturnType<typeof useRenewLoan>;

/**
 * The record's Renew button, named with the title. A loan someone else has reserved cannot be
 * renewed: no button, its status says why.
 */
export function RenewLoan({ loan, renewal }: { loan: Loan; renewal: LoanRenewal }) {
  const { t } = useTranslation('loans');
  if (loan.reservado) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onPress={renewal.renew}
        isPending={renewal.isPending}
        aria-label={t('list.renewTitle', { title: loan.titulo })}
        {...renewal.server.buttonProps}
      >
        {t('list.renew')}
      </Button>
      {renewal.server.reason}
    </>
  );
}
