import { TextField } from '../../../design-system';

export interface PeriodFieldsProps {
  /** The two days, `YYYY-MM-DD` or empty. */
  value: { start: string; end: string };
  onChange: (field: 'start' | 'end', day: string) => void;
  /** Each field's label, worded by the screen's own namespace. */
  labels: { start: string; end: string };
  /** What is wrong with each field, shown next to it; none: the field is valid. */
  messages?: { start?: string; end?: string };
  /** Both days needed (a period filter that is not optional). @default false */
  isRequired?: boolean;
}

/**
 * A period as two native date fields, `dataIni` and `dataFim` (the API's names, so a form that
 * submits before the app's code runs sends the same address), each with its own message.
 */
export function PeriodFields({
  value,
  onChange,
  labels,
  messages = {},
  isRequired = false,
}: PeriodFieldsProps) {
  return (
    <>
      <TextField
        type="date"
        name="dataIni"
        label={labels.start}
        isRequired={isRequired}
        value={value.start}
        onChange={(day) => onChange('start', day)}
        isInvalid={Boolean(messages.start)}
        errorMessage={messages.start}
      />
      <TextField
        type="date"
        name="dataFim"
        label={labels.end}
        isRequired={isRequired}
        value={value.end}
        onChange={(day) => onChange('end', day)}
        isInvalid={Boolean(messages.end)}
        errorMessage={messages.end}
      />
    </>
  );
}
