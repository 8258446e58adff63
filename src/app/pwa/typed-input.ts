/**
 * Whether the page holds text the patron typed and has not sent, so the update prompt's reload
 * does not throw it away (the app has no form-state registry to ask). The value a field had when
 * it was first focused is remembered; a field still on the page whose value differs holds typed
 * text. `defaultValue` cannot tell: React keeps a controlled input's `value` attribute equal to
 * what was typed. A submitted form starts over from its new values.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const textless = new Set([
  'button',
  'submit',
  'reset',
  'image',
  'hidden',
  'file',
  'range',
  'color',
]);

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !textless.has(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const valueOf = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? String(field.checked)
    : field.value;

/** Watches `document` from now on; `hasTypedInput` says whether a watched field changed. */
export function trackTypedInput(document: Document) {
  const first = new Map<Field, string>();
  const remember = (field: Field) => {
    if (!first.has(field)) first.set(field, valueOf(field));
  };
  const onFocus = (event: Event) => {
    if (isField(event.target)) remember(event.target);
  };
  const onSubmit = (event: Event) => {
    for (const field of first.keys())
      if (field.form === event.target) first.set(field, valueOf(field));
  };
  // A field the patron is in as watching starts may hold typed text already: counted as typed
  // (a needless warning at worst, never a lost text).
  const active = document.activeElement;
  if (isField(active)) first.set(active, '');
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('submit', onSubmit, true);
  return {
    hasTypedInput(): boolean {
      for (const [field, value] of first) {
        if (!field.isConnected) first.delete(field);
        else if (valueOf(field) !== value) return true;
      }
      return false;
    },
    stop() {
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('submit', onSubmit, true);
    },
  };
}

let shared: ReturnType<typeof trackTypedInput> | null = null;

/** The page's one watcher, started by the first caller (the worker's start, or the prompt). */
export function sharedTypedInput(): ReturnType<typeof trackTypedInput> {
  shared ??= trackTypedInput(document);
  return shared;
}
