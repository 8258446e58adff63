import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterestAuxInfo } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import {
  chosenValidity,
  isAlertTypeRefusal,
  isoToday,
  isValidityRefusal,
  periodicalSettingsProblems,
  workTypeSettingsProblems,
  type PeriodicalSettings,
  type SettingsProblems,
  type WorkTypeSettings,
} from '../utils/interest-rules';
import {
  AlertTypesField,
  LanguagesField,
  LibrariesField,
  useValidityMessage,
  ValidityField,
} from './settings-fields';

/** Each setting's message; a server refusal of the validity keeps the server's own words. */
type Messages = Partial<Record<keyof SettingsProblems, string>>;

function useMessages() {
  const { t } = useTranslation('interest-profile');
  const validityMessage = useValidityMessage();
  return (problems: SettingsProblems | null): Messages => ({
    validade: validityMessage(problems?.validade ?? null),
    alertTypes: problems?.alertTypes ? t('fields.alertTypesRequired') : undefined,
    libraries: problems?.libraries ? t('fields.librariesRequired') : undefined,
    languages: problems?.languages ? t('fields.languagesRequired') : undefined,
  });
}

/**
 * The settings of a periodical form (validity, alert types, libraries): the values as typed,
 * never reset by a refusal, each problem next to its field. `check` runs the rules before a
 * send; `showRefusal` puts a server refusal of a field beside it (false: not about a field).
 */
export function usePeriodicalSettings(initial: PeriodicalSettings, aux: InterestAuxInfo) {
  const { t: tErrors } = useTranslation('errors');
  const { t } = useTranslation('interest-profile');
  const wordProblems = useMessages();
  const [typed, setValues] = useState(initial);
  // Left empty, the validity stays what it was (a change) or the library's proposal (a new one).
  const values = { ...typed, validade: chosenValidity(typed.validade, initial.validade) };
  const [messages, setMessages] = useState<Messages>({});
  const set = <K extends keyof PeriodicalSettings>(field: K, value: PeriodicalSettings[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
  };

  return {
    values,
    check: (): boolean => {
      const problems = periodicalSettingsProblems(values, isoToday());
      setMessages(wordProblems(problems));
      return problems === null;
    },
    /** Whether a refusal is about one of these fields (else the form's general alert). */
    refusesField: (error: unknown): boolean =>
      isValidityRefusal(error) || isAlertTypeRefusal(error),
    showRefusal: (error: unknown): boolean => {
      if (isValidityRefusal(error)) {
        setMessages({ validade: describeError(error, tErrors).message });
        return true;
      }
      if (isAlertTypeRefusal(error)) {
        setMessages({ alertTypes: t('fields.alertTypesRequired') });
        return true;
      }
      return false;
    },
    fields: (
      <>
        <ValidityField
          value={typed.validade}
          onChange={(value) => set('validade', value)}
          errorMessage={messages.validade}
          fallback={initial.validade}
        />
        <AlertTypesField
          value={values.alertTypes}
          onChange={(value) => set('alertTypes', value)}
          errorMessage={messages.alertTypes}
        />
        <LibrariesField
          libraries={aux.bibliotecas}
          value={values.libraries}
          onChange={(value) => set('libraries', value)}
          errorMessage={messages.libraries}
        />
      </>
    ),
  };
}

/** The same for a work type (validity, libraries, languages). */
export function useWorkTypeSettings(initial: WorkTypeSettings, aux: InterestAuxInfo) {
  const { t: tErrors } = useTranslation('errors');
  const wordProblems = useMessages();
  const [typed, setValues] = useState(initial);
  // Left empty, the validity stays what it was (a change) or the library's proposal (a new one).
  const values = { ...typed, validade: chosenValidity(typed.validade, initial.validade) };
  const [messages, setMessages] = useState<Messages>({});
  const set = <K extends keyof WorkTypeSettings>(field: K, value: WorkTypeSettings[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
  };

  return {
    values,
    check: (): boolean => {
      const problems = workTypeSettingsProblems(values, isoToday());
      setMessages(wordProblems(problems));
      return problems === null;
    },
    refusesField: isValidityRefusal,
    showRefusal: (error: unknown): boolean => {
      if (!isValidityRefusal(error)) return false;
      setMessages({ validade: describeError(error, tErrors).message });
      return true;
    },
    fields: (
      <>
        <ValidityField
          value={typed.validade}
          onChange={(value) => set('validade', value)}
          errorMessage={messages.validade}
          fallback={initial.validade}
        />
        <LibrariesField
          libraries={aux.bibliotecas}
          value={values.libraries}
          onChange={(value) => set('libraries', value)}
          errorMessage={messages.libraries}
        />
        <LanguagesField
          languages={aux.idiomas}
          value={values.languages}
          onChange={(value) => set('languages', value)}
          errorMessage={messages.languages}
        />
      </>
    ),
  };
}
