import {
  Button as AriaButton,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconChevronDown } from '../icons/IconChevronDown';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from '../styles/field.css';
import * as overlay from '../styles/overlay.css';
import { withClassName } from '../utils/classNames';
import * as own from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, FieldBaseProps {
  /** Options (with `items`, a function rendering each one as a `ListBoxItem`). */
  children: ReactNode | ((item: T) => ReactNode);
  /** Items for dynamic collections. */
  items?: Iterable<T>;
  /** Text shown while nothing is selected. @default messages.selectPlaceholder */
  placeholder?: string;
}

/** A dropdown to pick one option from a list. */
export function Select<T extends object>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  children,
  items,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const messages = useMessages();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? messages.selectPlaceholder}
      className={withClassName(className, styles.field)}
    >
      {label ? (
        <Label isRequired={props.isRequired} isHidden={isLabelHidden}>
          {label}
        </Label>
      ) : null}
      <AriaButton className={own.trigger}>
        <SelectValue className={own.value} />
        <IconChevronDown />
      </AriaButton>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
      <Popover className={overlay.popover}>
        <ListBox items={items} className={overlay.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
