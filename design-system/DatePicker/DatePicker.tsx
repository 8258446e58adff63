import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { Calendar, DateSegments } from '../Calendar/CalendarParts';
import * as calendarStyles from '../Calendar/Calendar.css';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconCalendar } from '../icons/IconCalendar';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from '../styles/field.css';
import * as overlay from '../styles/overlay.css';
import { withClassName } from '../utils/classNames';

export interface DatePickerProps<T extends DateValue>
  extends AriaDatePickerProps<T>, FieldBaseProps {}

/**
 * A date input with a calendar popover. Segment order and format follow the provider's locale
 * (dd/mm/aaaa in pt-BR, mm/dd/yyyy in en-US). Values are `@internationalized/date` objects.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  const messages = useMessages();
  return (
    <AriaDatePicker {...props} className={withClassName(className, styles.field)}>
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Group className={styles.inputBox}>
        <DateSegments />
        <AriaButton className={styles.fieldButton} aria-label={messages.openCalendar}>
          <IconCalendar />
        </AriaButton>
      </Group>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
      <Popover className={overlay.popover}>
        <Dialog className={calendarStyles.dialog}>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
