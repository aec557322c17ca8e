import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { saveDownload } from '../../lib/download';
import { notifyError } from '../../lib/toaster';
import { inventoryExportName, inventoryExportUrl } from './inventoryValues';

/**
 * Export: the inventory CSV for the chosen warehouse (or all of them), as it stands or,
 * given the list's As of date, as it stood at the end of that day: the figures on screen.
 */
export function InventoryExport({ warehouse, date }: { warehouse: string; date: string }) {
  const [isExporting, setExporting] = useState(false);

  const exportCsv = () => {
    setExporting(true);
    saveDownload(inventoryExportUrl({ warehouse, date }), inventoryExportName(date))
      .catch((error: unknown) => notifyError(error))
      .finally(() => setExporting(false));
  };

  return (
    <Button variant="outline" onClick={exportCsv} loading={isExporting}>
      Export
    </Button>
  );
}
