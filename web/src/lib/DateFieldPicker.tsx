import { INDIA_LOCALE, INDIA_TIME_ZONE } from '@parcelo/common';
import { DatePicker, Field, Portal, parseDate, type DateValue } from '@chakra-ui/react';
import { formatIndianDay, isIsoDate, parseIndianDay } from './format';

export interface DateFieldProps {
  label: string;
  name: string;
  /** YYYY-MM-DD, or empty. */
  value: string;
  /** YYYY-MM-DD, or '' when the field is cleared. */
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string;
  /** The earliest day that may be picked (YYYY-MM-DD). */
  min?: string | undefined;
  /** The latest day that may be picked (YYYY-MM-DD). */
  max?: string | undefined;
  size?: 'sm' | 'md';
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: DateValue) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;
const dayValue = (day: string | undefined) => (day && isIsoDate(day) ? parseDate(day) : undefined);

/** DateField once its picker has loaded. */
export function DateFieldPicker({ label, name, value, onChange, error, helperText, min, max, size }: DateFieldProps) {
  const picked = dayValue(value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <DatePicker.Root
        name={name}
        size={size}
        locale={INDIA_LOCALE}
        timeZone={INDIA_TIME_ZONE}
        placeholder="dd/mm/yyyy"
        value={picked ? [picked] : []}
        min={dayValue(min)}
        max={dayValue(max)}
        format={(date) => formatIndianDay(isoDay(date))}
        parse={(text) => dayValue(parseIndianDay(text) ?? undefined)}
        onValueChange={(details) => {
          const [day] = details.value;
          onChange(day ? isoDay(day) : '');
        }}
      >
        <DatePicker.Label>{label}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input aria-invalid={error ? true : undefined} />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger aria-label={`Choose ${label.toLowerCase()}`}>
              <CalendarIcon />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function CalendarIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}
