import type { HTMLAttributes } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../utils/classNames';
import * as styles from './Form.css';

export type FormProps = AriaFormProps;

/**
 * A form. Fields validate on submit and focus the first invalid one; pass server errors through
 * `validationErrors` ({ fieldName: message }) to show them under the matching fields.
 */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx(styles.form, className)} />;
}

/** Row of submit/cancel buttons at the end of a form. */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.actions, className)} {...props} />;
}
