import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Heading,
  Link,
  ListBoxItem,
  Select,
  TextArea,
  TextField,
} from '../../../../../design-system';
import { isApiError } from '../../../../api/errors';
import type { LoanRequest, LoanRequestOptions } from '../../../../api/generated/model';
import { paths } from '../../../../config/paths';
import { describeError } from '../../../../lib/errors/describe-error';
import { useCodedValueLabels } from '../../../../lib/i18n/coded-value-labels';
import { digitsOf, formatPhone } from '../../../../lib/format/masks';
import { PHONE_MAX_LENGTH, sanitizePhone } from '../../../../lib/format/phone';
import { useMaskedChange } from '../../../../lib/forms/use-masked-change';
import { loanRequestMutations } from '../../api/loan-request-queries';
import {
  choiceItemsOf,
  initialDraft,
  isHomeDelivery,
  serverFieldProblems,
  toLoanRequest,
  validateLoanRequest,
  type LoanRequestChoice,
  type LoanRequestDraft,
  type LoanRequestField,
  type LoanRequestProblems,
} from './loan-request-rules';
import * as styles from './loan-request.css';

// Focusable controls of the fields marked invalid, in the page's order: a select's button (its
// wrapper carries `data-invalid`), a text input or area (`aria-invalid`).
const INVALID_CONTROL =
  '[data-invalid] > button, input[aria-invalid="true"], textarea[aria-invalid="true"]';

/** The message next to a field, naming it (spec section 5: the required-field message names the field). */
const separatorsOf = (text: string) => text.replace(/\d/g, '');

/**
 * Whether the text is digits laid out as the phone mask lays them (or not at all): up to 11
 * digits, its separators the mask's own so far. "(489" is (the mask adds ") " before the 9);
 * "55 (48) 3721" is not, and keeps the patron's layout.
 */
const followsPhoneMask = (text: string) =>
  digitsOf(text).length <= 11 && separatorsOf(formatPhone(text)).startsWith(separatorsOf(text));

function useProblemText() {
  const { t } = useTranslation('loan-requests');
  return (field: LoanRequestField, problems: LoanRequestProblems) => {
    const problem = problems[field];
    if (!problem) return undefined;
    const name = t(`form.fields.${field}`);
    if (problem === 'email') return t('form.problems.email');
    if (problem === 'phone') return t('form.problems.phone');
    if (problem === 'invalid') return t('form.problems.invalid', { field: name });
    return t('form.problems.required', { field: name });
  };
}

/** What the patron sees once the request is recorded: its number and where to follow it. */
function RequestSent({ request, onAnother }: { request: LoanRequest; onAnother: () => void }) {
  const { t } = useTranslation('loan-requests');
  const ref = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the confirmation.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.form}>
      <Alert tone="success" live="status" title={t('form.sent')}>
        <p className={styles.plain}>{t('form.sentNumber', { code: request.cod_solicitacao })}</p>
        <Link href={paths.loanRequests.href()}>{t('form.seeRequests')}</Link>
      </Alert>
      <FormActions>
        <Button variant="secondary" onPress={onAnother}>
          {t('form.another')}
        </Button>
      </FormActions>
    </div>
  );
}

/**
 * The loan-request form of a title (spec sections 5, 7 and 8): where the copy comes from and
 * where it goes, which volume / tome / part / material, how to reach the patron, and the home
 * address when the copy is delivered at home. Every problem shows next to its field and the
 * focus goes to the first; the server's refusals (limit, identical request, no copies, every
 * copy already requested) show in place. Nothing typed is lost on any error.
 */
export function LoanRequestForm({
  codAcervo,
  options,
}: {
  codAcervo: number;
  options: LoanRequestOptions;
}) {
  const { t } = useTranslation('loan-requests');
  const { t: tErrors } = useTranslation('errors');
  const problemText = useProblemText();
  const coded = useCodedValueLabels();
  const items = choiceItemsOf(options, coded.choice);
  const [draft, setDraft] = useState<LoanRequestDraft>(() => initialDraft(options));
  const [problems, setProblems] = useState<LoanRequestProblems>({});
  const create = useMutation(loanRequestMutations.create());
  const containerRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    // After react-aria has finished with the press that submitted (it keeps the focus on the
    // pressed button until then).
    const frame = requestAnimationFrame(() =>
      containerRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  const homeDelivery = isHomeDelivery(options, draft);

  const mask = useMaskedChange();
  const update = <F extends keyof LoanRequestDraft>(field: F, value: LoanRequestDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // The field's message goes once it is changed; a refusal is about the old values.
    setProblems(({ [field]: _fixed, ...others }) => others);
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLoanRequest(options, draft);
    const body = toLoanRequest(options, draft);
    setProblems(found);
    if (!body) {
      setFocusRequest((n) => n + 1);
      return;
    }
    create.mutate(
      { id: codAcervo, data: body },
      {
        onError: (error) => {
          // A 400 naming fields: each message next to its field.
          const fromServer = refusedFieldsOf(error);
          if (fromServer) {
            setProblems(fromServer);
            setFocusRequest((n) => n + 1);
          }
        },
      },
    );
  };

  if (create.isSuccess)
    return <RequestSent request={create.data} onAnother={() => create.reset()} />;

  // A refusal not keyed to a field of the form (the four of section 8 among them) shows above
  // the send button.
  const refusal =
    create.isError && !refusedFieldsOf(create.error)
      ? describeError(create.error, tErrors).message
      : null;
  const hasProblems = Object.keys(problems).length > 0;

  const choice = (field: LoanRequestChoice) => (
    <Select
      key={field}
      label={t(`form.fields.${field}`)}
      items={items[field]}
      value={draft[field]}
      onChange={(key) => update(field, key === null ? null : String(key))}
      isRequired
      isInvalid={Boolean(problems[field])}
      errorMessage={problemText(field, problems)}
      isDisabled={create.isPending}
    >
      {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  );

  return (
    <div ref={containerRef}>
      <Form
        validationBehavior="aria"
        aria-labelledby="solicitar-emprestimo"
        className={styles.form}
        onSubmit={submit}
      >
        <Heading level={2} id="solicitar-emprestimo" size="sm">
          {t('form.heading')}
        </Heading>
        <p className={styles.plain}>{t('form.intro')}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.groups.copy')}</legend>
          <div className={styles.fieldGrid}>
            {choice('biblioteca_origem')}
            {choice('volume')}
            {choice('tomo')}
            {choice('parte')}
            {choice('material_adicional')}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.groups.delivery')}</legend>
          <div className={styles.fieldGrid}>
            {choice('biblioteca_recebimento')}
            {choice('cod_local_recebimento')}
          </div>
          {homeDelivery ? (
            <TextArea
              name="domicilio"
              label={t('form.fields.domicilio')}
              description={t('form.descriptions.domicilio')}
              value={draft.domicilio}
              onChange={(value) => update('domicilio', value)}
              maxLength={500}
              rows={3}
              isRequired
              isInvalid={Boolean(problems.domicilio)}
              errorMessage={problemText('domicilio', problems)}
            />
          ) : null}
          <TextField
            name="pessoa_autorizada"
            label={t('form.fields.pessoa_autorizada')}
            description={t('form.descriptions.optional')}
            value={draft.pessoa_autorizada}
            onChange={(value) => update('pessoa_autorizada', value)}
            maxLength={200}
            autoComplete="off"
          />
          <TextArea
            name="recebimento_textual"
            label={t('form.fields.recebimento_textual')}
            description={t('form.descriptions.optional')}
            value={draft.recebimento_textual}
            onChange={(value) => update('recebimento_textual', value)}
            maxLength={500}
            rows={2}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.groups.contact')}</legend>
          <div className={styles.fieldGrid}>
            <TextField
              name="telefone"
              type="tel"
              autoComplete="tel"
              label={t('form.fields.telefone')}
              description={t('form.descriptions.telefone')}
              value={draft.telefone}
              // Only the allowed characters are kept, pasted text included (spec section 5).
              // Digits typed or pasted alone, up to a Brazilian number's 11, are laid out as
              // "(48) 99999-0000" as they come (issue 39); a number the patron lays out their
              // own way keeps it.
              onChange={(value) =>
                update(
                  'telefone',
                  followsPhoneMask(value) ? mask(value, formatPhone) : sanitizePhone(value),
                )
              }
              maxLength={PHONE_MAX_LENGTH}
              isRequired
              isInvalid={Boolean(problems.telefone)}
              errorMessage={problemText('telefone', problems)}
            />
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('form.fields.email')}
              value={draft.email}
              onChange={(value) => update('email', value)}
              isRequired
              isInvalid={Boolean(problems.email)}
              errorMessage={problemText('email', problems)}
            />
          </div>
        </fieldset>
        {hasProblems ? (
          <Alert tone="warning" live="alert">
            {t('form.problems.summary')}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert tone="warning" live="alert" title={t('form.refused')}>
            {refusal}
          </Alert>
        ) : null}
        <FormActions>
          <Button type="submit" isPending={create.isPending}>
            {t('form.send')}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

/** The form's fields a 400 names, or null when the error is not about them. */
function refusedFieldsOf(error: unknown): LoanRequestProblems | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const problems = serverFieldProblems(error.body?.fields);
  return Object.keys(problems).length ? problems : null;
}
