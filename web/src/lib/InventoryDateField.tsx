import { Field, Input } from '@chakra-ui/react';

interface Props {
  label: string;
  name: string;
  /** YYYY-MM-DD, or empty. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string;
  /** The latest day that may be picked (YYYY-MM-DD). */
  max?: string;
  size?: 'sm' | 'md';
}

/**
 * A labelled day picker (the browser's date input, which reads and writes YYYY-MM-DD),
 * laid out like the shared FormField so it sits among them.
 */
export function InventoryDateField({ label, name, value, onChange, error, helperText, max, size }: Props) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        name={name}
        value={value}
        max={max}
        size={size}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
