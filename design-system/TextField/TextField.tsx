import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import * as styles from '../styles/field.css';
import { withClassName } from '../utils/classNames';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
  /** Hint shown inside the empty input; never a substitute for the label. */
  placeholder?: string;
}

/** A single-line text input with label, description and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withClassName(className, styles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Input placeholder={placeholder} className={styles.standaloneInput} />
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
