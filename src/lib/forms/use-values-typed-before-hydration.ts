import { useEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered form (the home page's search) can be typed into before the app's code runs.
 * React hydrates a controlled field without touching what the browser shows, so the field keeps
 * the reader's text while the component's state still holds the server's empty value: a submit
 * would read nothing, and the next render would clear the field. Once hydrated, this hands the
 * form's values as the browser has them to `adopt`, which puts them in the state. (React 19.3
 * replays such changes only behind a flag.) On a form rendered by the client, the values are
 * the state's own, and `adopt` changes nothing.
 */
export function useValuesTypedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (values: FormData) => void,
) {
  const adoptOnce = useRef(adopt);
  useEffect(() => {
    const form = container.current?.querySelector('form');
    if (form) adoptOnce.current(new FormData(form));
  }, [container]);
}
