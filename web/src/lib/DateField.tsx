import { Field, Input } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './DateFieldPicker';
import { formatIndianDay, isIsoDate } from './format';

const DateFieldPicker = lazy(async () => ({ default: (await import('./DateFieldPicker')).DateFieldPicker }));

/**
 * The app's one day picker: typed or picked, always shown dd/mm/yyyy with the calendar in
 * Asia/Kolkata, whatever the browser's locale (a native date input follows the browser and
 * shows mm/dd/yyyy in some). Reads and writes YYYY-MM-DD, like the API.
 *
 * The calendar's machinery loads with the first field a page shows, which meanwhile shows its
 * day as it will look, read-only: a list with a date filter need not wait for it to appear.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<DateFieldLoading {...props} />}>
      <DateFieldPicker {...props} />
    </Suspense>
  );
}

function DateFieldLoading({ label, name, value, helperText, size }: DateFieldProps) {
  return (
    <Field.Root readOnly>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        size={size}
        readOnly
        placeholder="dd/mm/yyyy"
        value={value && isIsoDate(value) ? formatIndianDay(value) : ''}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
