import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/**
 * The state of a filter form over a filter kept in the address (a period, a status...). The fields
 * start from the applied filter and follow it when the address changes under them (Back, Forward,
 * a clear button); a refused submit keeps what was typed, shows the problems and focuses the first
 * field that needs attention. `validate` answers null when the filter can be applied.
 */
export function useFilterDraft<Filter extends object, Problems>(
  applied: Filter,
  validate: (filter: Filter) => Problems | null,
) {
  const [draft, setDraft] = useState(applied);
  const [problems, setProblems] = useState<Problems | null>(() => validate(applied));
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();

  // The address changed under the form: show its filter (React's "adjusting state when a prop
  // changes"). Filters are a few plain fields, so their JSON is their identity.
  const appliedKey = JSON.stringify(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  // The filter this form last applied, until the address shows it. The address changes a moment
  // after the submit (the navigation runs the route's loaders first): what is typed meanwhile is
  // newer than the filter arriving, so it stays.
  const [submittedKey, setSubmittedKey] = useState<string | null>(null);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    if (appliedKey === submittedKey) {
      setSubmittedKey(null);
    } else {
      setDraft(applied);
      setProblems(validate(applied));
    }
  }

  /** The form's submit handler: `onApply` receives a draft that passed `validate`. */
  const submitTo = (onApply: (filter: Filter) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(draft);
    setProblems(found);
    if (found) {
      focusFirstInvalid();
      return;
    }
    // The same filter again leaves the address as it is: nothing to wait for.
    const draftKey = JSON.stringify(draft);
    setSubmittedKey(draftKey === appliedKey ? null : draftKey);
    onApply(draft);
  };

  return { draft, setDraft, problems, setProblems, containerRef, submitTo };
}
