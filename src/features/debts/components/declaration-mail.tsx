import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Heading,
  Spinner,
  TextField,
} from '../../../../design-system';
import type { NoDebtsDeclaration } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { isValidEmail } from '../../../lib/format/email';
import { useFormat } from '../../../lib/format/use-format';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useAuthUser } from '../../../stores/auth-store';
import { debtsMutations, debtsQueries } from '../api/debts-queries';
import { declarationFile } from '../utils/declaration-pdf';
import * as styles from './debts.css';

/**
 * E-mails the issued declaration (spec section 7, `POST /nada-consta/send-mail`, multipart) to
 * the registered address (`GET /pessoas/email-pessoa-logada`) or one the patron types. The
 * e-mail failure of section 8 (a 500 carrying the personal-area e-mail marker) is worded by the
 * error catalogue.
 */
export function DeclarationMail({ declaration }: { declaration: NoDebtsDeclaration }) {
  const { t } = useTranslation('debts');
  const { t: tErrors } = useTranslation('errors');
  const { date } = useFormat();
  const user = useAuthUser();
  const registered = useQuery(debtsQueries.loggedEmail());
  const send = useMutation(debtsMutations.sendDeclaration());
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const registeredEmail = registered.data?.email ?? null;
  const address = typed ?? registeredEmail ?? '';

  if (registered.isPending) return <Spinner />;
  if (registered.isError) {
    return (
      <Alert tone="danger" title={t('noDebts.mailError')}>
        <p className={styles.plain}>{describeError(registered.error, tErrors).message}</p>
        <Button variant="secondary" size="sm" onPress={() => void registered.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="enviar-declaracao">
      <Heading level={2} id="enviar-declaracao" size="md">
        {t('noDebts.mailHeading')}
      </Heading>
      <div ref={containerRef}>
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            const email = address.trim();
            const problem = !email
              ? t('noDebts.mailRequired')
              : !isValidEmail(email)
                ? t('noDebts.mailInvalid')
                : null;
            setInvalid(problem);
            if (problem) {
              focusFirstInvalid();
              return;
            }
            const protocol = declaration.protocolo ?? '';
            const file = declarationFile(
              {
                heading: t('noDebts.pdf.heading'),
                facts: [
                  t('noDebts.pdf.name', { name: user?.nome_pessoa ?? '' }),
                  t('noDebts.pdf.protocol', { protocol }),
                  t('noDebts.pdf.date', { date: date(new Date()) }),
                ],
                body: t('noDebts.pdf.body', { name: user?.nome_pessoa ?? '' }),
                footer: [t('noDebts.pdf.official', { url: declaration.url })],
              },
              `nada-consta${protocol ? `-${protocol}` : ''}.pdf`,
            );
            send.mutate({
              data: { arquivo: file, email: email === registeredEmail ? null : email },
            });
          }}
        >
          <TextField
            label={t('noDebts.mailField')}
            type="email"
            value={address}
            onChange={(value) => {
              setTyped(value);
              setInvalid(null);
              send.reset();
            }}
            isRequired
            isInvalid={invalid !== null}
            errorMessage={invalid ?? undefined}
            description={
              registeredEmail ? t('noDebts.mailRegistered') : t('noDebts.mailNoneRegistered')
            }
            autoComplete="email"
          />
          {send.isError ? (
            <Alert tone={describeError(send.error, tErrors).tone} live="alert">
              {describeError(send.error, tErrors).message}
            </Alert>
          ) : null}
          {send.isSuccess ? (
            <Alert tone="success" live="status">
              {t('noDebts.mailSent', { email: address.trim() })}
            </Alert>
          ) : null}
          <FormActions>
            <Button type="submit" isPending={send.isPending}>
              {t('noDebts.mailSend')}
            </Button>
          </FormActions>
        </Form>
      </div>
    </section>
  );
}
