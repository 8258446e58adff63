import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Form,
  FormActions,
  TextArea,
  TextField,
} from '../../../../design-system';
import type { AcquisitionSuggestionRequest } from '../../../api/generated/model';
import { feedbackMutations } from '../api/feedback-queries';
import { notify } from '../../../lib/notifications/notifications';
import { RefusalAlert } from './refusal-alert';
import { reportSendError } from './send-refusal';
import { UnitFields } from './unit-fields';
import { useUnitChoice } from './use-unit-choice';
import { useWriteKey } from '../../../lib/forms/use-write-key';

type TextFieldName = 'autor' | 'titulo' | 'edicao' | 'editor' | 'isbn_issn' | 'outras_inf';
type RequiredField = 'biblioteca' | 'titulo' | 'editor';

const emptyTexts: Record<TextFieldName, string> = {
  autor: '',
  titulo: '',
  edicao: '',
  editor: '',
  isbn_issn: '',
  outras_inf: '',
};

/** Optional text: trimmed, or null when blank (the contract's nullable fields). */
const optional = (value: string) => value.trim() || null;

interface AcquisitionSuggestionFormProps {
  /** Called after the suggestion was accepted (the footer closes its modal). */
  onSent: () => void;
  onCancel: () => void;
}

/** Purchase suggestion (activity 12; spec sections 3, 4 and 5, "Suggestion form"). */
export function AcquisitionSuggestionForm({ onSent, onCancel }: AcquisitionSuggestionFormProps) {
  const { t } = useTranslation('footer');
  const units = useUnitChoice();
  const [texts, setTexts] = useState(emptyTexts);
  const [periodico, setPeriodico] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<RequiredField, string>>>({});
  const writeKey = useWriteKey();
  const send = useMutation(feedbackMutations.acquisitionSuggestion());

  const required = (field: string) => t('form.required', { field });
  const change = (field: TextFieldName) => (value: string) => {
    setTexts((current) => ({ ...current, [field]: value }));
    // A fixed field stops being flagged as soon as the patron types in it.
    if (field === 'titulo' || field === 'editor')
      setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const textField = (field: TextFieldName, isRequired = false) => {
    const error = field === 'titulo' || field === 'editor' ? errors[field] : undefined;
    return (
      <TextField
        label={t(`suggestion.fields.${field}`)}
        value={texts[field]}
        onChange={change(field)}
        isRequired={isRequired}
        isInvalid={!!error}
        errorMessage={error}
        isDisabled={send.isPending}
        maxLength={field === 'edicao' ? 50 : field === 'isbn_issn' ? 20 : 255}
      />
    );
  };

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        if (send.isPending) return;
        const found: Partial<Record<RequiredField, string>> = {};
        if (units.library === null) found.biblioteca = required(t('units.library'));
        if (!texts.titulo.trim()) found.titulo = required(t('suggestion.fields.titulo'));
        if (!texts.editor.trim()) found.editor = required(t('suggestion.fields.editor'));
        setErrors(found);
        if (units.campus === null || units.library === null || Object.keys(found).length) {
          // Take the patron to the first field to fix once the messages are rendered.
          requestAnimationFrame(() =>
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
          return;
        }
        const suggestion: AcquisitionSuggestionRequest = {
          campus: units.campus,
          biblioteca: units.library,
          titulo: texts.titulo.trim(),
          editor: texts.editor.trim(),
          autor: optional(texts.autor),
          edicao: optional(texts.edicao),
          isbn_issn: optional(texts.isbn_issn),
          outras_inf: optional(texts.outras_inf),
          periodico,
        };
        send.mutate(
          { data: suggestion, writeKey: writeKey.keyFor(suggestion) },
          {
            onSuccess: () => {
              writeKey.confirmed();
              notify({ tone: 'success', message: t('suggestion.sent') });
              onSent();
            },
            onError: reportSendError,
          },
        );
      }}
    >
      <UnitFields
        choice={units}
        // Another campus with libraries settles the missing library by itself.
        libraryError={units.library === null ? errors.biblioteca : undefined}
        isDisabled={send.isPending}
      />
      {textField('titulo', true)}
      {textField('autor')}
      {textField('editor', true)}
      {textField('edicao')}
      {textField('isbn_issn')}
      <Checkbox isSelected={periodico} onChange={setPeriodico} isDisabled={send.isPending}>
        {t('suggestion.fields.periodico')}
      </Checkbox>
      <TextArea
        label={t('suggestion.fields.outras_inf')}
        value={texts.outras_inf}
        onChange={change('outras_inf')}
        isDisabled={send.isPending}
        maxLength={2000}
        rows={3}
      />
      {send.isError ? <RefusalAlert error={send.error} onDismiss={() => send.reset()} /> : null}
      <FormActions>
        <Button type="submit" isPending={send.isPending}>
          {t('form.send')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('form.cancel')}
        </Button>
      </FormActions>
    </Form>
  );
}
