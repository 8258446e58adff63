import { composeRenderProps } from 'react-aria-components';

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Puts our class before the caller's, keeping react-aria's "className may be a function of the
 * render props" contract.
 */
export function withClassName<R>(
  className:
    string | ((renderProps: R & { defaultClassName: string | undefined }) => string) | undefined,
  ours: string | ((renderProps: R) => string),
) {
  return composeRenderProps<
    string | undefined,
    R & { defaultClassName: string | undefined },
    string
  >(className, (theirs, renderProps) =>
    cx(typeof ours === 'function' ? ours(renderProps) : ours, theirs),
  );
}
