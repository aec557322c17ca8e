import { Box } from '@chakra-ui/react';
import { FormField } from '../../lib/FormField';
import { STATUS_OPTIONS, type DiscrepancyFilters } from './discrepancyFilters';

interface Props {
  filters: DiscrepancyFilters;
  /** What the list shows with no status chosen, e.g. 'OPEN'. */
  fallback: string;
  onChange: (filters: DiscrepancyFilters) => void;
}

/** The discrepancy lists' status select. */
export function StatusFilter({ filters, fallback, onChange }: Props) {
  return (
    <Box w={{ base: 'full', md: '48' }}>
      <FormField
        kind="select"
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        value={filters.status ?? fallback}
        onChange={(value) => onChange({ ...filters, status: (value || null) as DiscrepancyFilters['status'] })}
      />
    </Box>
  );
}
