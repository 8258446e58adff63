import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { wordServerText } from '../../../lib/errors/describe-error';
import type { FieldProblem, Problems } from '../utils/field-rules';

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** The words of a field's problem; the required-field message names the field (spec section 5). */
export function useProblemText() {
  const { t } = useTranslation('requests');
  return useCallback(
    (problem: FieldProblem, field: string): string => {
      switch (problem.kind) {
        case 'required':
          return t('problems.required', { field });
        case 'email':
          return t('problems.email');
        case 'integer':
          return problem.max === undefined
            ? t('problems.integerFrom', { field, min: problem.min })
            : t('problems.integerBetween', { field, min: problem.min, max: problem.max });
        case 'pageRange':
          return t('problems.pageRange');
        case 'pageOrder':
          return t('problems.pageOrder');
        case 'dateOrder':
          return t('problems.dateOrder');
        case 'tooMany':
          return t('problems.tooMany', { field, max: problem.max });
        case 'server':
          return problem.message;
      }
    },
    [t],
  );
}

/**
 * A 400 whose `fields` name fields of this form, as problems next to those fields (the server's
 * "required" worded as ours); null when the refusal is about none of them.
 */
function serverProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
  tErrors: Parameters<typeof wordServerText>[1],
): Problems<F> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const problems: Problems<F> = {};
  for (const { field, message } of error.body?.fields ?? []) {
    const own = fields.find((name) => name === field);
    if (!own || problems[own]) continue;
    problems[own] =
      message.trim() === 'required'
        ? { kind: 'required' }
        : { kind: 'server', message: wordServerText(message, tErrors) };
  }
  return Object.keys(problems).length ? problems : null;
}

// A select marks its wrapper (`data-invalid`) and its button takes the focus; the other fields
// carry `aria-invalid` themselves. The first in the page's order wins.
const FIRST_INVALID = '[aria-invalid="true"], [data-invalid] > button';

/**
 * The one state and field wiring of every request form: the values exactly as typed (never
 * cleared by an error, client or server), each field's problem next to it with its label, the
 * focus on the first invalid field after a refused send, and a server refusal of a field shown
 * beside that field. `labels` also lists the form's fields.
 */
export function useRequestForm<
  V extends { [K in keyof V]: string | boolean },
  F extends keyof V & string,
>({
  initial,
  labels: labelsOf,
  required,
  validate,
}: {
  initial: V;
  /** Each field's label, which may depend on the values (a type that renames a field). */
  labels: Record<F, string> | ((values: V) => Record<F, string>);
  required: (values: V) => readonly F[];
  validate: (values: V) => Problems<F>;
}) {
  const { t: tErrors } = useTranslation('errors');
  const problemText = useProblemText();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const [refusedOnFields, setRefusedOnFields] = useState(false);
  // Found by id rather than a ref: the form's wiring is read during render, a ref may not be.
  const containerId = useId();
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    // After react-aria has finished with the press that submitted (it keeps the focus on the
    // pressed button until then).
    const frame = requestAnimationFrame(() =>
      document.getElementById(containerId)?.querySelector<HTMLElement>(FIRST_INVALID)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, containerId]);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field being fixed stops being flagged as soon as it changes.
    setProblems((current) => (field in current ? { ...current, [field]: undefined } : current));
  };
  const labels = typeof labelsOf === 'function' ? labelsOf(values) : labelsOf;
  const requiredNow = required(values);
  const fieldState = (field: F) => {
    const problem = problems[field];
    return {
      label: labels[field],
      isRequired: requiredNow.includes(field),
      isInvalid: Boolean(problem),
      errorMessage: problem ? problemText(problem, labels[field]) : undefined,
    };
  };

  return {
    values,
    set,
    problems,
    /** The last refusal went next to the fields (so the general alert stays away). */
    refusedOnFields,
    /** The id of the element around the form, where the first invalid field is looked for. */
    containerId,
    /** Props of a TextField / TextArea of a text value. */
    text: (field: F & KeysOf<V, string>) => ({
      ...fieldState(field),
      name: field,
      value: values[field] as string,
      onChange: (value: string) => set(field, value as V[typeof field]),
    }),
    /** Props of a Select of a text value (its options are the caller's). */
    choice: (field: F & KeysOf<V, string>) => ({
      ...fieldState(field),
      name: field,
      value: (values[field] as string) || null,
      onChange: (key: string | number | null) =>
        set(field, (key === null ? '' : String(key)) as V[typeof field]),
    }),
    /** Props of a Checkbox of a tick. */
    tick: (field: F & KeysOf<V, boolean>) => ({
      name: field,
      isSelected: values[field] as boolean,
      onChange: (value: boolean) => set(field, value as V[typeof field]),
      children: labels[field],
    }),
    /** The form's submit: the rules first; only a form without problems is sent. */
    onSubmit: (send: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(values);
      setProblems(found);
      setRefusedOnFields(false);
      if (Object.values(found).some(Boolean)) {
        setFocusRequest((n) => n + 1);
        return;
      }
      send(values);
    },
    /**
     * After a refused send: the problems the server tied to fields go next to them (true), or
     * false when the refusal is for the form's general alert.
     */
    showServerProblems: (error: unknown): boolean => {
      const found = serverProblems(error, Object.keys(labels) as F[], tErrors);
      setRefusedOnFields(Boolean(found));
      if (!found) return false;
      setProblems(found);
      setFocusRequest((n) => n + 1);
      return true;
    },
    reset: () => {
      setValues(initial);
      setProblems({});
      setRefusedOnFields(false);
    },
  };
}
