import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type LabelProps as AriaLabelProps,
  type ValidationResult,
} from 'react-aria-components';
import { useMessages } from '../messages/MessagesProvider';
import { formatMessage } from '../messages/messages';
import * as styles from '../styles/field.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { cx } from '../utils/classNames';

/** Props every labelled field shares. */
export interface FieldBaseProps {
  /** Visible label. A string label also names the field in the "{field} is required" message. */
  label?: ReactNode;
  /**
   * Keep the label for assistive technology but do not draw it: for a compact bar whose layout
   * already says what the field is. Unlike `aria-label`, the name then includes the visible value
   * (a select reads "Livre, Tipo de pesquisa"), as WCAG 2.5.3 "Label in name" asks.
   * @default false
   */
  isLabelHidden?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text, or a function of the validation result. When omitted, a missing required value
   * shows the "{field} is required" message and other errors show the validator's text.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface LabelProps extends AriaLabelProps {
  /** Show the required marker (the control itself carries `required`). @default false */
  isRequired?: boolean;
  /** Drawn for assistive technology only (`FieldBaseProps.isLabelHidden`). @default false */
  isHidden?: boolean;
}

export function Label({ isRequired, isHidden, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={cx(isHidden ? visuallyHidden : styles.label, className)}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

export function Description({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps {
  /** The field's name as the user sees it, used in the required-field message. */
  fieldName?: ReactNode;
  errorMessage?: FieldBaseProps['errorMessage'];
}

/** Shows the field's validation error; names the field when a required value is missing. */
export function FieldError({ fieldName, errorMessage }: FieldErrorProps) {
  const messages = useMessages();
  return (
    <AriaFieldError className={styles.fieldError}>
      {(validation) => {
        if (typeof errorMessage === 'function') return errorMessage(validation);
        if (errorMessage) return errorMessage;
        if (validation.validationDetails?.valueMissing && typeof fieldName === 'string') {
          return formatMessage(messages.requiredField, { field: fieldName });
        }
        return validation.validationErrors[0] ?? '';
      }}
    </AriaFieldError>
  );
}

/** The name used in messages: the label when it is text, else the aria-label. */
export function fieldNameOf(label: ReactNode, ariaLabel?: string): string | undefined {
  return typeof label === 'string' ? label : ariaLabel;
}
