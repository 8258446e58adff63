import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import * as styles from '../styles/field.css';
import { withClassName } from '../utils/classNames';
import { options } from './CheckboxGroup.css';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children'>, FieldBaseProps {
  /** The `Checkbox`es. */
  children?: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled set of checkboxes sharing one value array. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      data-orientation={orientation}
      className={withClassName(className, styles.field)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={options}>{children}</div>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
