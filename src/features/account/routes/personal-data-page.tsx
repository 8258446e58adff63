import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Checkbox,
  DescriptionList,
  Form,
  FormActions,
  Heading,
  ListBoxItem,
  Select,
  TextField,
} from '../../../../design-system';
import type { PersonalData } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { formatCep, formatCpf } from '../../../lib/format/masks';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid';
import { useMaskedChange } from '../../../lib/forms/use-masked-change';
import { QueryView } from '../../../lib/query-state/query-state';
import { accountMutations, accountQueries } from '../api/account-queries';
import * as styles from '../components/account.css';
import { isoToday } from '../utils/birth-date';
import {
  draftOf,
  FIELD_MAX_LENGTH,
  payloadOf,
  validatePersonalData,
  type DraftField,
  type PersonalDataDraft,
  type PersonalDataProblems,
} from '../utils/personal-data-form';
import { refusedField } from '../utils/server-field';

const GENDERS = ['F', 'M'] as const;
const MARITAL_STATUSES = [
  'solteiro',
  'casado',
  'separado_judicialmente',
  'divorciado',
  'viuvo',
  'outro',
] as const;
const DRAFT_FIELDS: readonly DraftField[] = [
  'logradouro',
  'complemento',
  'cep',
  'cidade',
  'bairro',
  'rg',
  'cpf',
  'nacionalidade',
  'sexo',
  'data_nascimento',
  'escolaridade',
  'localidade',
  'profissao',
  'estado_civil',
];

function PersonalDataForm({ data }: { data: PersonalData }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const save = useMutation(accountMutations.savePersonalData());
  // The draft starts from the loaded data once and is never reset by a refusal: nothing typed is lost.
  const [draft, setDraft] = useState<PersonalDataDraft>(() => draftOf(data));
  const [problems, setProblems] = useState<PersonalDataProblems>({});
  const [refused, setRefused] = useState<{ field: DraftField | null; text: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const mask = useMaskedChange();

  const set =
    <K extends keyof PersonalDataDraft>(field: K) =>
    (value: PersonalDataDraft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setSaved(false);
    };

  const label = (field: DraftField) => t(`personalData.fields.${field}`);
  const errorOf = (field: DraftField): string | undefined => {
    const problem = problems[field];
    if (problem) return t(`personalData.problems.${problem}`, { field: label(field) });
    return refused?.field === field ? refused.text : undefined;
  };
  const textField = (
    field: DraftField,
    options: {
      isRequired?: boolean;
      format?: (text: string) => string;
      hint?: string;
      wide?: boolean;
    } = {},
  ) => {
    const { format } = options;
    return (
      <TextField
        className={options.wide ? styles.wideField : undefined}
        label={label(field)}
        name={field}
        value={draft[field]}
        onChange={format ? (typed) => set(field)(mask(typed, format)) : set(field)}
        maxLength={FIELD_MAX_LENGTH[field]}
        isRequired={options.isRequired}
        inputMode={format ? 'numeric' : undefined}
        isInvalid={!!errorOf(field)}
        errorMessage={errorOf(field)}
        description={options.hint}
      />
    );
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validatePersonalData(draft, isoToday());
    setProblems(found);
    setRefused(null);
    setSaved(false);
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    save.mutate(
      { data: payloadOf(draft) },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(accountQueries.personalData().queryKey, answer);
          setSaved(true);
        },
        onError: (error) => {
          const field = refusedField(error, DRAFT_FIELDS);
          setRefused({ field, text: describeError(error, tErrors).message });
          if (field) focusFirstInvalid();
        },
      },
    );
  }

  return (
    <div ref={containerRef} className={styles.form}>
      <DescriptionList
        rows={[
          [t('personalData.name'), data.nome_pessoa],
          [t('personalData.email'), data.email],
        ]}
      />
      <p className={styles.plain}>{t('personalData.readOnly')}</p>
      {saved ? (
        <Alert tone="success" live="status" onDismiss={() => setSaved(false)}>
          {t('personalData.saved')}
        </Alert>
      ) : null}
      {refused && refused.field === null ? (
        <Alert tone="warning" live="alert" onDismiss={() => setRefused(null)}>
          {refused.text}
        </Alert>
      ) : null}
      <Form onSubmit={submit} validationBehavior="aria" aria-label={t('personalData.title')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('personalData.sections.address')}</legend>
          <div className={styles.fields}>
            {textField('logradouro', { isRequired: true, wide: true })}
            {textField('complemento', { wide: true })}
            {textField('bairro', { isRequired: true })}
            {textField('cidade', { isRequired: true })}
            {textField('cep', {
              isRequired: true,
              format: formatCep,
              hint: t('personalData.cepHelp'),
            })}
            {textField('localidade')}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('personalData.sections.identity')}</legend>
          <div className={styles.fields}>
            {textField('rg')}
            {textField('cpf', { format: formatCpf, hint: t('personalData.cpfHelp') })}
            {textField('nacionalidade')}
            {/* The browser's own date field, as the other date filters of the app: the design
                system's date picker would bring react-aria's calendars into the first screen's
                shared library chunk (one vendor chunk holds every page's libraries). */}
            <TextField
              type="date"
              label={label('data_nascimento')}
              name="data_nascimento"
              value={draft.data_nascimento}
              onChange={set('data_nascimento')}
              isInvalid={!!errorOf('data_nascimento')}
              errorMessage={errorOf('data_nascimento')}
            />
            <Select
              label={label('sexo')}
              name="sexo"
              value={draft.sexo || null}
              onChange={(key) => set('sexo')(key === 'F' || key === 'M' ? key : '')}
              isInvalid={!!errorOf('sexo')}
              errorMessage={errorOf('sexo')}
            >
              {GENDERS.map((gender) => (
                <ListBoxItem key={gender} id={gender}>
                  {t(`personalData.genders.${gender}`)}
                </ListBoxItem>
              ))}
            </Select>
            <Select
              label={label('estado_civil')}
              name="estado_civil"
              value={draft.estado_civil || null}
              onChange={(key) =>
                set('estado_civil')(MARITAL_STATUSES.find((status) => status === key) ?? '')
              }
              isInvalid={!!errorOf('estado_civil')}
              errorMessage={errorOf('estado_civil')}
            >
              {MARITAL_STATUSES.map((status) => (
                <ListBoxItem key={status} id={status}>
                  {t(`personalData.maritalStatuses.${status}`)}
                </ListBoxItem>
              ))}
            </Select>
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('personalData.sections.other')}</legend>
          <div className={styles.fields}>
            {textField('escolaridade')}
            {textField('profissao')}
          </div>
          <Checkbox isSelected={draft.recebe_email} onChange={set('recebe_email')}>
            {t('personalData.fields.recebe_email')}
          </Checkbox>
        </fieldset>
        <FormActions>
          <Button type="submit" isPending={save.isPending}>
            {t('personalData.save')}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

/**
 * Personal data (`/meu-portal/dados-pessoais`, spec section 3): address, documents, gender,
 * birth date, education, locality, job, marital status and the e-mail preference, read with
 * `GET` and saved with `PUT /pessoas/meu-portal/dados-pessoais`. The name and e-mail are the
 * library's (read-only in the contract). Client rules first (required address fields, postal
 * code of 8 digits, tax number with its check digits, birth date not in the future),
 * then the server's refusals next to the field they name. CEP and CPF are masked as typed
 * (`00000-000`, `000.000.000-00`) and sent as the contract's digits.
 */
export function PersonalDataPage() {
  const { t } = useTranslation('account');
  const query = useQuery(accountQueries.personalData());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('personalData.title')}</Heading>
      <p className={styles.plain}>{t('personalData.intro')}</p>
      <QueryView query={query} errorTitle={t('personalData.loadError')} lines={8}>
        {(data) => <PersonalDataForm data={data} />}
      </QueryView>
    </div>
  );
}
