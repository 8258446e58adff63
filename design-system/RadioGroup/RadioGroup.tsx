import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import * as styles from '../styles/field.css';
import { withClassName } from '../utils/classNames';
import * as own from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldBaseProps {
  /** The `Radio`s. */
  children?: ReactNode;
}

/** A labelled set of mutually exclusive options; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withClassName(className, styles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <div className={own.options}>{children}</div>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export type RadioProps = AriaRadioProps;

export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={withClassName(className, own.radio)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={own.circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </AriaRadio>
  );
}
