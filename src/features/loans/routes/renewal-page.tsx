import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, CheckboxGroup, Form, Heading } from '../../../../design-system';
import type { Loan } from '../../../api/generated/model';
import { wordServerText } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { ErrorText } from '../../../lib/notifications/error-text';
import { DataAsOf } from '../../../lib/offline/data-as-of';
import { useServerAction } from '../../../lib/offline/offline-reason';
import { QueryView } from '../../../lib/query-state/query-state';
import { loansQueries, renewalMutation } from '../api/loans-queries';
import * as styles from '../components/loans.css';
import {
  answeredOutcomes,
  refusedOutcomes,
  type RenewalOutcome as Outcome,
} from '../utils/renewal-outcomes';

/**
 * `/meu-portal/renovacao`, Renewal: the loans the patron may renew (`GET /pessoas/renovar`),
 * chosen one by one or all at once; a loan another patron has reserved cannot be chosen, and
 * says why. `POST /emprestimo/renovacao` answers per copy: the new return date or the refusal.
 * Every loan list (this one, Loan, the dashboard) refetches afterwards.
 */
export function RenewalPage() {
  const { t } = useTranslation(['loans', 'errors']);
  const loans = useQuery(loansQueries.renewable());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('renewal.title')}</Heading>
      <p>{t('renewal.intro')}</p>
      <DataAsOf query={loans} />
      <QueryView query={loans} errorTitle={t('errors:fetch.renewalCopies')}>
        {(data) => (data.length === 0 ? <p>{t('renewal.empty')}</p> : <RenewalForm loans={data} />)}
      </QueryView>
    </div>
  );
}

function RenewalForm({ loans }: { loans: Loan[] }) {
  const { t } = useTranslation(['loans', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const { date, countLimit } = useFormat();
  const [selected, setSelected] = useState<string[]>([]);
  const [mustSelect, setMustSelect] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const renewal = useMutation(renewalMutation());
  // Offline the ticks stay; only sending them waits for the network.
  const server = useServerAction('renew');

  const selectable = loans
    .filter((loan) => !loan.reservado)
    .map((loan) => String(loan.cod_exemplar));
  // Only codes still listed count (a refetch may drop a loan that was ticked).
  const chosen = selected.filter((code) => selectable.includes(code));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;

  useEffect(() => {
    if (outcomes || renewal.isError) resultsRef.current?.focus();
  }, [outcomes, renewal.isError]);

  // A reason is a key or the server's words; a key we cannot translate is not shown raw.
  const reasonText = (reason: string) => (reason ? wordServerText(reason, tErrors) : reason);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (server.offline) return;
    if (!chosen.length) {
      setMustSelect(true);
      groupRef.current
        ?.querySelector<HTMLInputElement>('input[type="checkbox"]:not([disabled])')
        ?.focus();
      return;
    }
    const sent = loans.filter((loan) => chosen.includes(String(loan.cod_exemplar)));
    setOutcomes(null);
    renewal.mutate(
      { data: { exemplares: sent.map((loan) => loan.cod_exemplar) } },
      {
        onSuccess: (results) => {
          setOutcomes(answeredOutcomes(results, sent));
          setSelected([]);
        },
        onError: (error) => setOutcomes(refusedOutcomes(error, sent)),
      },
    );
  };

  const renewedCount = outcomes?.filter((outcome) => outcome.renewed).length ?? 0;

  return (
    <>
      <Form onSubmit={submit} aria-label={t('renewal.title')}>
        <Checkbox
          isSelected={allChosen}
          isIndeterminate={chosen.length > 0 && !allChosen}
          isDisabled={selectable.length === 0}
          onChange={(all) => {
            setSelected(all ? selectable : []);
            if (all) setMustSelect(false);
          }}
        >
          {t('renewal.selectAll')}
        </Checkbox>
        <div ref={groupRef}>
          <CheckboxGroup
            label={t('renewal.listLabel')}
            value={chosen}
            onChange={(value) => {
              setSelected(value);
              if (value.length) setMustSelect(false);
            }}
            isInvalid={mustSelect}
            errorMessage={t('renewal.mustSelect')}
          >
            {loans.map((loan) => (
              <Checkbox
                key={loan.cod_exemplar}
                value={String(loan.cod_exemplar)}
                isDisabled={loan.reservado}
              >
                <span className={styles.renewalOption}>
                  <strong>{loan.titulo}</strong>
                  <span className={styles.muted}>
                    {t('renewal.renewalLine', {
                      library: loan.biblioteca ?? '',
                      date: date(loan.data_devolucao),
                      renewals: countLimit(loan.renovacoes, loan.limite_renovacoes),
                    })}
                  </span>
                  {loan.atrasado ? <span>{t('flags.overdue')}</span> : null}
                  {loan.reservado ? <span>{t('renewal.notRenewableReserved')}</span> : null}
                </span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
        <div className={styles.actions}>
          <Button type="submit" isPending={renewal.isPending} {...server.buttonProps}>
            {t('renewal.submit')}
          </Button>
        </div>
        {server.reason}
      </Form>
      {outcomes || renewal.isError ? (
        <section ref={resultsRef} tabIndex={-1} aria-labelledby="renewal-results">
          <Heading level={2} size="sm" id="renewal-results">
            {t('renewal.results')}
          </Heading>
          {outcomes ? (
            <Alert tone={renewedCount ? 'success' : 'warning'}>
              <p>
                {renewedCount
                  ? t('renewal.summary', { count: renewedCount })
                  : t('renewal.noneRenewed')}
              </p>
              <ul>
                {outcomes.map((outcome) => (
                  <li key={outcome.loan.cod_exemplar}>
                    <strong>{outcome.loan.titulo}</strong>:{' '}
                    {outcome.renewed
                      ? t('renewal.renewed', { date: date(outcome.dueDate) })
                      : t('renewal.refused', { reason: reasonText(outcome.reason) })}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Alert tone="warning">
              <ErrorText error={renewal.error} />
            </Alert>
          )}
        </section>
      ) : null}
    </>
  );
}
