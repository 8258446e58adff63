import {
  Button as AriaButton,
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  Group,
  Popover,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { DateSegments, RangeCalendar } from '../Calendar/CalendarParts';
import * as calendarStyles from '../Calendar/Calendar.css';
import { Description, FieldError, fieldNameOf, Label, type FieldBaseProps } from '../Field/Field';
import { IconCalendar } from '../icons/IconCalendar';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from '../styles/field.css';
import * as overlay from '../styles/overlay.css';
import { withClassName } from '../utils/classNames';

export interface DateRangePickerProps<T extends DateValue>
  extends AriaDateRangePickerProps<T>, FieldBaseProps {}

/**
 * A start and end date with a range calendar. A start after the end is invalid (the
 * `startAfterEnd` message); the calendar cannot produce one.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  validate,
  className,
  ...props
}: DateRangePickerProps<T>) {
  const messages = useMessages();
  const checkOrder: NonNullable<typeof validate> = (range) => {
    if (range?.start && range.end && range.start.compare(range.end) > 0)
      return messages.startAfterEnd;
    return validate?.(range) ?? null;
  };
  return (
    <AriaDateRangePicker
      {...props}
      validate={checkOrder}
      className={withClassName(className, styles.field)}
    >
      {label ? <Label isRequired={props.isRequired}>{label}</Label> : null}
      <Group className={styles.inputBox}>
        <DateSegments slot="start" />
        <span aria-hidden="true" className={calendarStyles.rangeDash}>
          –
        </span>
        <DateSegments slot="end" />
        <AriaButton className={styles.fieldButton} aria-label={messages.openCalendar}>
          <IconCalendar />
        </AriaButton>
      </Group>
      <Description>{description}</Description>
      <FieldError fieldName={fieldNameOf(label, props['aria-label'])} errorMessage={errorMessage} />
      <Popover className={overlay.popover}>
        <Dialog className={calendarStyles.dialog}>
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
