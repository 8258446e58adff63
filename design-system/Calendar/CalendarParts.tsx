import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Heading as AriaHeading,
  RangeCalendar as AriaRangeCalendar,
  type CalendarProps,
  type DateValue,
  type RangeCalendarProps,
} from 'react-aria-components';
import { IconChevronLeft } from '../icons/IconChevronLeft';
import { IconChevronRight } from '../icons/IconChevronRight';
import * as field from '../styles/field.css';
import * as styles from './Calendar.css';

function CalendarBody() {
  return (
    <>
      <header className={styles.header}>
        <AriaButton slot="previous" className={field.fieldButton}>
          <IconChevronLeft />
        </AriaButton>
        <AriaHeading className={styles.title} />
        <AriaButton slot="next" className={field.fieldButton}>
          <IconChevronRight />
        </AriaButton>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** A month grid to pick one date (used inside DatePicker, usable alone). */
export function Calendar<T extends DateValue>(props: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={styles.calendar}>
      <CalendarBody />
    </AriaCalendar>
  );
}

/** A month grid to pick a range (used inside DateRangePicker). */
export function RangeCalendar<T extends DateValue>(props: RangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar {...props} className={styles.calendar}>
      <CalendarBody />
    </AriaRangeCalendar>
  );
}

/** The editable date segments, ordered and formatted by the locale. */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.segments}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
