import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link } from '../../../../design-system';
import type { GruAnswer } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { useServerAction } from '../../../lib/offline/offline-reason';
import { isSameOrigin, safeUrl } from '../../../lib/urls/safe-url';
import { debtsMutations } from '../api/debts-queries';
import * as styles from './debts.css';

/** The generated slip: open it (a new tab), save it when it is a file of this site, its line. */
function SlipReady({ slip }: { slip: GruAnswer }) {
  const { t } = useTranslation('debts');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const href = safeUrl(slip.url);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" live="status" title={t('slip.ready')}>
        {href ? (
          <div className={styles.actions}>
            <Link href={href} target="_blank" rel="noopener noreferrer" variant="standalone">
              {t('slip.open')}
            </Link>
            {isSameOrigin(href) ? (
              <Link href={href} download variant="standalone">
                {t('slip.download')}
              </Link>
            ) : null}
          </div>
        ) : (
          <p className={styles.plain}>{t('slip.badAddress')}</p>
        )}
        {slip.codigo_barras ? (
          <p className={styles.plain}>
            {t('slip.line')} <span className={styles.code}>{slip.codigo_barras}</span>
          </p>
        ) : null}
      </Alert>
    </div>
  );
}

/** One library's slip request: the mutation and whether the network allows it now. */
export function usePaymentSlip() {
  const slip = useMutation(debtsMutations.paymentSlip());
  const server = useServerAction('pay');
  return { slip, server };
}

export type PaymentSlipState = ReturnType<typeof usePaymentSlip>;

interface SlipTarget {
  /** Exactly what is owed at the library, in reais. */
  amount: number;
  codBiblioteca: number | undefined;
  library: string;
}

/**
 * What the slip request said: the slip, the refusal (a patron without a tax number gets the
 * section 8 message, USUARIO_SEM_CPF), or that the library cannot be identified.
 */
export function PaymentSlipAnswer({
  state,
  codBiblioteca,
  library,
}: { state: PaymentSlipState } & Omit<SlipTarget, 'amount'>) {
  const { t } = useTranslation('debts');
  const { t: tErrors } = useTranslation('errors');
  const { slip } = state;
  if (slip.isSuccess) return <SlipReady slip={slip.data} />;
  return (
    <>
      {slip.isError ? (
        <Alert tone="warning" live="alert" title={t('slip.refused')} onDismiss={() => slip.reset()}>
          {describeError(slip.error, tErrors).message}
        </Alert>
      ) : null}
      {codBiblioteca === undefined ? (
        <p className={styles.plain}>{t('slip.unknownLibrary', { library })}</p>
      ) : null}
    </>
  );
}

/**
 * The button that asks the slip. `compact` is a debt's own Pay: a short visible word whose
 * accessible name still says the amount and the library.
 */
export function PaymentSlipButton({
  state,
  amount,
  codBiblioteca,
  library,
  compact = false,
}: { state: PaymentSlipState; compact?: boolean } & SlipTarget) {
  const { t } = useTranslation('debts');
  const { currency } = useFormat();
  const { slip, server } = state;
  if (slip.isSuccess || codBiblioteca === undefined) return null;
  const generate = t('slip.generate', { amount: currency(amount), library });
  return (
    <>
      <Button
        size={compact ? 'sm' : undefined}
        isPending={slip.isPending}
        onPress={() => slip.mutate({ data: { valor: amount, codBiblioteca } })}
        aria-label={compact ? t('slip.payName', { generate }) : undefined}
        {...server.buttonProps}
      >
        {compact ? t('slip.pay') : generate}
      </Button>
      {server.reason}
    </>
  );
}

/**
 * The payment slip (GRU) for what is owed at one library (spec section 7): the amount is exactly
 * that, so the server never answers VALOR_DIFERENTE_DEBITOS for a slip asked from here.
 */
export function PaymentSlip(props: SlipTarget) {
  const state = usePaymentSlip();
  return (
    <>
      <PaymentSlipAnswer
        state={state}
        codBiblioteca={props.codBiblioteca}
        library={props.library}
      />
      {state.slip.isSuccess || props.codBiblioteca === undefined ? null : (
        <div className={styles.actions}>
          <PaymentSlipButton state={state} {...props} />
        </div>
      )}
    </>
  );
}
