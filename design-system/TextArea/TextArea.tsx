import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import * as styles from '../styles/field.css';
import { withClassName } from '../utils/classNames';
import { textArea } from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
  /** Visible lines before it scrolls. @default 4 */
  rows?: number;
}

/** A multi-line text input (comments, suggestions). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={withClassName(className, styles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <AriaTextArea rows={rows} placeholder={placeholder} className={textArea} />
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
