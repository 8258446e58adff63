import { useEffect, useState } from 'react';

/** Typing pauses this long before a lookup asks the server, so each keystroke is not a request. */
export const LOOKUP_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = LOOKUP_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
