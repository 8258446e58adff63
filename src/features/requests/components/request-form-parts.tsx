import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, FormActions, Heading, Link } from '../../../../design-system';
import type { RequestCreated, RequestKind } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { describeError } from '../../../lib/errors/describe-error';
import * as styles from './requests.css';

/** Requests, filtered to one kind: where a request just sent shows with its status. */
export const requestsOfKind = (kind: RequestKind) =>
  `${paths.requests.href()}?${new URLSearchParams({ tipo: kind }).toString()}`;

/** A request screen: its name as the heading, what it is for, then its form or its data. */
export function RequestScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <p className={styles.plain}>{intro}</p>
      {children}
    </div>
  );
}

/** The request was registered: its number, and the way to Requests where it shows. */
export function SentConfirmation({
  created,
  kind,
  onAnother,
}: {
  created: RequestCreated;
  kind: RequestKind;
  onAnother: () => void;
}) {
  const { t } = useTranslation('requests');
  const ref = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the confirmation that replaced the form.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.section}>
      <Alert tone="success" live="status" title={t('sent.title')}>
        <p className={styles.plain}>{t('sent.number', { number: created.cod_solicitacao })}</p>
        <Link href={requestsOfKind(kind)}>{t('sent.seeRequests')}</Link>
      </Alert>
      <FormActions>
        <Button variant="secondary" onPress={onAnother}>
          {t('sent.another')}
        </Button>
      </FormActions>
    </div>
  );
}

/** A refusal that is not about one field (a limit, the server down), above the send button. */
export function SendRefusal({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t } = useTranslation('requests');
  const { t: tErrors } = useTranslation('errors');
  const { tone, message } = describeError(error, tErrors);
  return (
    <Alert tone={tone} live="alert" title={t('form.refused')} onDismiss={onDismiss}>
      {message}
    </Alert>
  );
}

/** The send button, and the note on the required fields' mark. */
export function SendActions({ isPending }: { isPending: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <FormActions>
      <Button type="submit" isPending={isPending}>
        {t('form.send')}
      </Button>
    </FormActions>
  );
}

/** What RequestForm needs of `useRequestForm`: its submit, its server refusals and its reset. */
interface RequestFormState<V> {
  containerId: string;
  refusedOnFields: boolean;
  onSubmit: (send: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => void;
  showServerProblems: (error: unknown) => boolean;
  reset: () => void;
}

/**
 * The frame every request form shares: the fields (children), a refusal that is not about one
 * field, the send button; once sent, the confirmation with the way to Requests, and "another
 * request" starting an empty form.
 */
export function RequestForm<V, Variables, E, C>({
  form,
  send,
  variables,
  kind,
  label,
  labelledBy,
  children,
}: {
  form: RequestFormState<V>;
  send: UseMutationResult<RequestCreated, E, Variables, C>;
  /** The typed values (already checked) as the call's variables (its body, and its path). */
  variables: (values: V) => Variables;
  kind: RequestKind;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  if (send.isSuccess)
    return (
      <SentConfirmation
        created={send.data}
        kind={kind}
        onAnother={() => {
          form.reset();
          send.reset();
        }}
      />
    );
  return (
    <div id={form.containerId} className={styles.form}>
      <Form
        validationBehavior="aria"
        aria-label={label}
        aria-labelledby={labelledBy}
        onSubmit={form.onSubmit((typed) =>
          send.mutate(variables(typed), { onError: form.showServerProblems }),
        )}
      >
        {children}
        {send.isError && !form.refusedOnFields ? (
          <SendRefusal error={send.error} onDismiss={() => send.reset()} />
        ) : null}
        <SendActions isPending={send.isPending} />
      </Form>
    </div>
  );
}
