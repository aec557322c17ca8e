import { DATE_PRESETS, presetDays, type DatePreset, type DayRange } from '@parcelo/common';
import { Box, Grid } from '@chakra-ui/react';
import { DateField } from './DateField';
import { FormField } from './FormField';

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  TODAY: 'Today',
  LAST_1_WEEK: 'Last 1 Week',
  LAST_1_MONTH: 'Last 1 Month',
  LAST_3_MONTHS: 'Last 3 Months',
  LAST_1_YEAR: 'Last 1 Year',
};
export const DATE_PRESET_OPTIONS = [
  ...DATE_PRESETS.map((value) => ({ value, label: DATE_PRESET_LABELS[value] })),
  { value: 'CUSTOM', label: 'Custom' },
] as const;

/** The preset the days are, or CUSTOM. */
export function presetOf(days: DayRange, now: Date = new Date()): DatePreset | 'CUSTOM' {
  return (
    DATE_PRESETS.find((p) => {
      const preset = presetDays(p, now);
      return preset.from === days.from && preset.to === days.to;
    }) ?? 'CUSTOM'
  );
}

interface Props {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  onChange: (days: { from: string; to: string }) => void;
}

/**
 * The days a list covers (the invoices raised, the credit notes issued): a preset (Today to Last 1 Year, counted in India's
 * days) or days picked; the preset shows which one the days are, else Custom.
 */
export function DaysFilter({ from, to, onChange }: Props) {
  const preset = presetOf({ from, to });
  return (
    // The preset across a phone's width, the two days side by side under it; in the filter row from tablets up.
    <Grid
      templateColumns="repeat(2, minmax(0, 1fr))"
      gap="3"
      alignItems="flex-start"
      display={{ base: 'grid', md: 'contents' }}
    >
      <Box w={{ md: '40' }} gridColumn={{ base: 'span 2', md: 'auto' }}>
        <FormField
          kind="select"
          label="Dates"
          name="dates"
          value={preset}
          onChange={(value) => {
            const chosen = DATE_PRESETS.find((p) => p === value);
            // Custom keeps the days shown, for the pickers to change.
            if (chosen) onChange(presetDays(chosen));
          }}
          options={DATE_PRESET_OPTIONS}
        />
      </Box>
      {/* A cleared day is not applied: without days the service lists the last 30 anyway. */}
      <Box w={{ md: '36' }}>
        <DateField
          label="From"
          name="from"
          value={from}
          max={to}
          onChange={(day) => day && onChange({ from: day, to })}
        />
      </Box>
      <Box w={{ md: '36' }}>
        <DateField label="To" name="to" value={to} min={from} onChange={(day) => day && onChange({ from, to: day })} />
      </Box>
    </Grid>
  );
}
