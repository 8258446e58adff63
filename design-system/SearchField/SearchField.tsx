import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconClose } from '../icons/IconClose';
import { IconSearch } from '../icons/IconSearch';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from '../styles/field.css';
import { cx, withClassName } from '../utils/classNames';
import * as own from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
}

/** A search input: Enter submits (`onSubmit`), Escape or the clear button empties it. */
export function SearchField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  const messages = useMessages();
  return (
    <AriaSearchField
      {...props}
      className={withClassName(className, cx(styles.field, own.searchField))}
    >
      {label ? (
        <Label isRequired={props.isRequired} isHidden={isLabelHidden}>
          {label}
        </Label>
      ) : null}
      {/* The box only draws the input and its clear button together: the input carries the
          field's name, and an unnamed "group" around it is noise (IBM fieldset_label_valid). */}
      <Group role="presentation" className={styles.inputBox} isDisabled={props.isDisabled}>
        <IconSearch className={own.searchIcon} />
        <Input placeholder={placeholder} className={styles.input} />
        <AriaButton className={cx(styles.fieldButton, own.clear)} aria-label={messages.clearSearch}>
          <IconClose />
        </AriaButton>
      </Group>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
