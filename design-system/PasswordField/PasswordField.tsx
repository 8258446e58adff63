import { useState } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconEye } from '../icons/IconEye';
import { IconEyeOff } from '../icons/IconEyeOff';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from '../styles/field.css';
import { withClassName } from '../utils/classNames';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /** Start with the password visible. @default false */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle (labelled "Show password" / "Hide password"). */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultVisible = false,
  className,
  ...props
}: PasswordFieldProps) {
  const messages = useMessages();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      className={withClassName(className, styles.field)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Group className={styles.inputBox} isDisabled={props.isDisabled} isInvalid={props.isInvalid}>
        <Input placeholder={placeholder} className={styles.input} />
        <AriaButton
          className={styles.fieldButton}
          aria-label={visible ? messages.hidePassword : messages.showPassword}
          aria-pressed={visible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <IconEyeOff /> : <IconEye />}
        </AriaButton>
      </Group>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
