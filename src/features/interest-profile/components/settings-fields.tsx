import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { Checkbox, CheckboxGroup, TextField } from '../../../../design-system';
import type { CodeDescription, LookupLibrary } from '../../../api/generated/model';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { ALERT_TYPES, type ValidityProblem } from '../utils/interest-rules';

/** The words of a validity problem: the server's own message for a past date, so both agree. */
export function useValidityMessage() {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  return (problem: ValidityProblem | null): string | undefined =>
    problem === 'past'
      ? tErrors('server.VALIDADE_DATA_PASSADA')
      : problem === 'required'
        ? t('fields.validityRequired')
        : undefined;
}

interface ValidityFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message next to the field, when refused. */
  errorMessage: string | undefined;
  label?: string;
  /**
   * The date used when the field is left empty (see `chosenValidity`): with one, the field is
   * optional and its hint names that date; without, the field is required.
   */
  fallback?: string | null;
}

/** The date an interest is kept until (`validade`). */
export function ValidityField({
  value,
  onChange,
  errorMessage,
  label,
  fallback,
}: ValidityFieldProps) {
  const { t } = useTranslation('interest-profile');
  const { date } = useFormat();
  return (
    <TextField
      type="date"
      name="validade"
      label={label ?? t('fields.validity')}
      description={
        fallback
          ? t('fields.validityFallbackHint', { date: date(fallback) })
          : t('fields.validityHint')
      }
      isRequired={!fallback}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    />
  );
}

interface ChoicesProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  errorMessage: string | undefined;
}

/** What a periodical alerts of: at least one (spec section 5). */
export function AlertTypesField({ value, onChange, errorMessage }: ChoicesProps) {
  const { t } = useTranslation('interest-profile');
  return (
    <CheckboxGroup
      label={t('fields.alertTypes')}
      isRequired
      value={[...value]}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    >
      {ALERT_TYPES.map((type) => (
        <Checkbox key={type} value={type}>
          {t(`alertTypes.${type}`)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** The libraries whose arrivals are alerted. */
export function LibrariesField({
  libraries,
  ...props
}: ChoicesProps & { libraries: readonly LookupLibrary[] }) {
  const { t } = useTranslation('interest-profile');
  return (
    <CheckboxGroup
      label={t('fields.libraries')}
      isRequired
      value={[...props.value]}
      onChange={props.onChange}
      isInvalid={Boolean(props.errorMessage)}
      errorMessage={props.errorMessage}
    >
      {libraries.map((library) => (
        <Checkbox key={library.cod_biblioteca} value={String(library.cod_biblioteca)}>
          {library.desc_biblioteca}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** The languages of the work types' titles. */
export function LanguagesField({
  languages,
  ...props
}: ChoicesProps & { languages: readonly CodeDescription[] }) {
  const { t } = useTranslation('interest-profile');
  const coded = useCodedValueLabels();
  return (
    <CheckboxGroup
      label={t('fields.languages')}
      isRequired
      value={[...props.value]}
      onChange={props.onChange}
      isInvalid={Boolean(props.errorMessage)}
      errorMessage={props.errorMessage}
      orientation="horizontal"
    >
      {languages.map((language) => (
        <Checkbox key={language.codigo} value={language.codigo}>
          {coded.language(language.codigo, language.descricao)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Names of the chosen codes, in the order of the offered list ('' for unknown codes). */
export function namesOf<T>(
  offered: readonly T[],
  codeOf: (item: T) => string,
  nameOf: (item: T) => string,
  codes: readonly (string | number)[],
): string[] {
  const wanted = new Set(codes.map(String));
  return offered.filter((item) => wanted.has(codeOf(item))).map(nameOf);
}
