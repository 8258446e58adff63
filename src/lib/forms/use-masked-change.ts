import { useCallback, useLayoutEffect, useRef } from 'react';
import { caretAfterDigits, digitsOf } from '../format/masks';

/**
 * Masks a controlled field's text as it is typed while keeping the caret where the patron
 * left it. A controlled input whose value React rewrites puts the caret at the end, so an
 * edit in the middle of "88040-900" would jump; this notes how many digits stood left of the
 * caret and puts it back after the same digit once the masked value is rendered.
 *
 * Returns `mask(typed, format)`, to call inside the field's `onChange`.
 */
export function useMaskedChange() {
  const pending = useRef<{ input: HTMLInputElement; digits: number; masked: string } | null>(null);

  useLayoutEffect(() => {
    const caret = pending.current;
    if (!caret) return;
    pending.current = null;
    // Only right after the masked text reached the field, never on a later unrelated render.
    if (document.activeElement !== caret.input || caret.input.value !== caret.masked) return;
    const at = caretAfterDigits(caret.input.value, caret.digits);
    caret.input.setSelectionRange(at, at);
  });

  return useCallback((typed: string, format: (text: string) => string) => {
    // The field's onChange carries only the text; the field being typed in has the focus.
    const masked = format(typed);
    const input = document.activeElement;
    if (input instanceof HTMLInputElement && input.selectionStart !== null) {
      const digits = digitsOf(typed.slice(0, input.selectionStart)).length;
      pending.current = { input, digits, masked };
    }
    return masked;
  }, []);
}
