import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconMinus } from '../icons/IconMinus';
import { IconPlus } from '../icons/IconPlus';
import * as styles from '../styles/field.css';
import { withClassName } from '../utils/classNames';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
}

/**
 * A number input with stepper buttons; formats and parses in the provider's locale (react-aria
 * names the steppers in that locale).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={withClassName(className, styles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Group className={styles.inputBox}>
        <AriaButton slot="decrement" className={styles.fieldButton}>
          <IconMinus />
        </AriaButton>
        <Input placeholder={placeholder} className={styles.input} style={{ textAlign: 'center' }} />
        <AriaButton slot="increment" className={styles.fieldButton}>
          <IconPlus />
        </AriaButton>
      </Group>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
