import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmDialog, Heading, Link } from '../../../../design-system';
import type { NoDebtsCheck, NoDebtsDeclaration } from '../../../api/generated/model';
import { describeError, wordServerText } from '../../../lib/errors/describe-error';
import { QueryView } from '../../../lib/query-state/query-state';
import { safeUrl } from '../../../lib/urls/safe-url';
import { debtsMutations, debtsQueries } from '../api/debts-queries';
import { DeclarationMail } from '../components/declaration-mail';
import * as styles from '../components/debts.css';

/**
 * The server's text about the declaration: a key we translate, else its own (translated) words;
 * never a key we cannot translate.
 */
function useServerNotice() {
  const { t } = useTranslation('errors');
  return (message: string | null | undefined) => (message ? wordServerText(message, t) : null);
}

function Issued({ declaration }: { declaration: NoDebtsDeclaration }) {
  const { t } = useTranslation('debts');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const href = safeUrl(declaration.url);
  return (
    <>
      <div ref={ref} tabIndex={-1}>
        <Alert tone="success" live="status" title={t('noDebts.issued')}>
          {declaration.protocolo ? (
            <p className={styles.plain}>
              {t('noDebts.protocol', { protocol: declaration.protocolo })}
            </p>
          ) : null}
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer" variant="standalone">
              {t('noDebts.open')}
            </Link>
          ) : null}
        </Alert>
      </div>
      <DeclarationMail declaration={declaration} />
    </>
  );
}

function Availability({ check }: { check: NoDebtsCheck }) {
  const { t } = useTranslation('debts');
  const { t: tErrors } = useTranslation('errors');
  const notice = useServerNotice();
  const [confirming, setConfirming] = useState(false);
  const issue = useMutation(debtsMutations.noDebtsDeclaration());

  if (issue.isSuccess) return <Issued declaration={issue.data} />;
  if (!check.disponivel) {
    return (
      <Alert tone="warning" live="none" title={t('noDebts.unavailable')}>
        {notice(check.mensagem) ?? t('noDebts.unavailableGeneric')}
      </Alert>
    );
  }
  return (
    <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="emitir-declaracao">
      <Heading level={2} id="emitir-declaracao" size="md">
        {t('noDebts.available')}
      </Heading>
      <Alert tone="warning" live="none" title={t('noDebts.warningTitle')}>
        {notice(check.mensagem) ?? t('noDebts.warning')}
      </Alert>
      {issue.isError ? (
        <Alert tone="warning" live="alert" onDismiss={() => issue.reset()}>
          {describeError(issue.error, tErrors).message}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button onPress={() => setConfirming(true)} isPending={issue.isPending}>
          {t('noDebts.issue')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('noDebts.confirmTitle')}
        confirmLabel={t('noDebts.confirm')}
        cancelLabel={t('noDebts.cancel')}
        isDestructive
        onConfirm={() => issue.mutate()}
      >
        <p>{t('noDebts.confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * The personal area's No-debts declaration (spec sections 4 and 7): whether it is available
 * (and why not), the warning that issuing it makes the patron inactive in the information unit,
 * an explicit confirmation, then the declaration and sending it by e-mail.
 */
export function NoDebtsPage() {
  const { t } = useTranslation('debts');
  const query = useQuery(debtsQueries.noDebtsAvailability());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('noDebts.title')}</Heading>
      <p className={`${styles.plain} ${styles.narrow}`}>{t('noDebts.intro')}</p>
      <QueryView query={query} errorTitle={t('noDebts.loadError')}>
        {(check) => <Availability check={check} />}
      </QueryView>
    </div>
  );
}
