import { Box, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { saveDownload } from '../../lib/download';
import { notifyError } from '../../lib/toaster';
import { DateField } from '../../lib/DateField';
import { istToday } from '@parcelo/common';
import { inventoryExportName, inventoryExportUrl } from './inventoryValues';

/**
 * Export: the inventory CSV for the chosen warehouse (or all of them), as it
 * stands or, given a day, as it stood at the end of that day.
 */
export function InventoryExport({ warehouse }: { warehouse: string }) {
  const [date, setDate] = useState('');
  const [isExporting, setExporting] = useState(false);

  const exportCsv = () => {
    setExporting(true);
    saveDownload(inventoryExportUrl({ warehouse, date }), inventoryExportName(date))
      .catch((error: unknown) => notifyError(error))
      .finally(() => setExporting(false));
  };

  return (
    <HStack gap="2" align="flex-end">
      <Box w="44">
        <DateField label="As of date" name="asOfDate" value={date} onChange={setDate} max={istToday()} />
      </Box>
      <Button variant="outline" onClick={exportCsv} loading={isExporting}>
        Export
      </Button>
    </HStack>
  );
}
