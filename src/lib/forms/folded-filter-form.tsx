import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, Disclosure, Form, FormActions } from '../../../design-system';

interface FoldedFilterFormProps {
  /** The disclosure's heading and the form's name. */
  title: string;
  /** Open at first: the address carries a filter, or one the form refuses. */
  isOpen: boolean;
  /** From `useFilterDraft`: where the first invalid field is looked for. */
  containerRef: RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  applyLabel: string;
  /** Given, a secondary button that goes back to the unfiltered list. */
  clear?: { label: string; onPress: () => void };
  /** The fields. */
  children: ReactNode;
}

/**
 * An optional filter over a personal-area list (loan history, alerts, suggestions), folded
 * under its heading until used: most visits want the latest entries, and the fields would push
 * them below the first screen (issue 39). Validation stays aria-only, with the messages next to
 * the fields.
 */
export function FoldedFilterForm({
  title,
  isOpen,
  containerRef,
  onSubmit,
  applyLabel,
  clear,
  children,
}: FoldedFilterFormProps) {
  return (
    <Disclosure title={title} headingLevel={2} defaultExpanded={isOpen}>
      <div ref={containerRef}>
        <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={title}>
          {children}
          <FormActions>
            <Button type="submit">{applyLabel}</Button>
            {clear ? (
              <Button variant="secondary" onPress={clear.onPress}>
                {clear.label}
              </Button>
            ) : null}
          </FormActions>
        </Form>
      </div>
    </Disclosure>
  );
}
