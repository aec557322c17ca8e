import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { FormField } from '../../lib/FormField';
import { PERIOD_OPTIONS, STATUS_OPTIONS, paymentLogsExportUrl, type PaymentFilters } from './paymentFilters';

/** The payment log's filters (status, period; the admin's company picker before them) and its CSV export. */
export function PaymentFilterBar({
  filters,
  onChange,
  company,
}: {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
  company?: ReactNode;
}) {
  const change = (patch: Partial<PaymentFilters>) => onChange({ ...filters, ...patch });
  return (
    <HStack gap="3" wrap="wrap" align="flex-end">
      {company}
      <Box w={{ base: 'full', sm: '40' }}>
        <FormField
          kind="select"
          label="Status"
          name="status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(v) => change({ status: (v || null) as PaymentFilters['status'] })}
        />
      </Box>
      <Box w={{ base: 'full', sm: '40' }}>
        <FormField
          kind="select"
          label="Period"
          name="period"
          options={PERIOD_OPTIONS}
          value={filters.period}
          onChange={(v) => change({ period: v as PaymentFilters['period'] })}
        />
      </Box>
      <ExportCsvButton url={paymentLogsExportUrl(filters)} fallbackName="payment-logs.csv" />
    </HStack>
  );
}
