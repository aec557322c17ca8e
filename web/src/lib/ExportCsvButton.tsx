import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { saveDownload } from './download';
import { notifyError } from './toaster';

/** Export: a list's CSV of every matching row, under the server's name for it (`fallbackName` otherwise). */
export function ExportCsvButton({ url, fallbackName }: { url: string; fallbackName: string }) {
  const [isExporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    saveDownload(url, fallbackName)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setExporting(false));
  };
  return (
    <Button variant="outline" onClick={exportCsv} loading={isExporting}>
      Export CSV
    </Button>
  );
}
