import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field that needs attention, so keyboard and
 * screen-reader users land on the message. The focus waits for the render that marks the fields
 * invalid: a request is a counter the effect follows, not a direct focus() call.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLDivElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!request) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { containerRef, focusFirstInvalid };
}
