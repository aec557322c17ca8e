import { BULK_COD_REMITTANCES, MSG } from '@parcelo/common';
import { Alert } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { requireAdmin } from '../../lib/guards';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkPreviewMutation, BulkSaveMutation } from '../tasks';
import type { BulkUploadConfig } from '../tasks';
import { BULK_COD_REMITTANCES_FOLLOWED } from '../tasks';
import { ADMIN_COD_PATH } from './AdminCodRemittancePage';
import { useCodRemittanceBulkUploadPreviewMutation } from './useCodRemittanceBulkUploadPreviewMutation';
import { useCodRemittanceBulkUploadSaveMutation } from './useCodRemittanceBulkUploadSaveMutation';

const CONFIG: BulkUploadConfig = {
  sheet: BULK_COD_REMITTANCES,
  followed: BULK_COD_REMITTANCES_FOLLOWED,
  titles: {
    upload: 'COD remittance upload',
    preview: 'Check the remittances',
    progress: 'Marking remittances paid',
    result: 'COD remittance upload result',
  },
  back: { to: ADMIN_COD_PATH, label: 'Back to COD remittance' },
  fileLabel: 'COD remittance sheet (.xlsx)',
  instructions:
    'One paid AWB per row with the transfer’s UTR, and the day it was paid if not today. Only the chosen brand’s delivered COD orders are marked paid.',
  templateUrl: '/files/templates/bulk-cod-remittances.xlsx',
  wide: new Set(),
  saveFailed: MSG.genericFailure,
  outcomes: { keyHeader: 'AWB', noun: 'AWB' },
};

/** /admin/billing/cod-remittance/upload?company=<id>: see `bulkRouteVariables`. */
export const codRemittanceUploadLoader = bulkLoader(CONFIG, requireAdmin);

/**
 * The admin's COD remittance sheet for one brand: AWBs paid with their UTR, checked and fixed
 * in the preview, marked paid by a background task whose result lists refused AWBs with why.
 */
export function CodRemittanceUploadPage() {
  const company = useSearchParams()[0].get('company');
  const [preview, previewing] = useCodRemittanceBulkUploadPreviewMutation();
  const [save, saving] = useCodRemittanceBulkUploadSaveMutation();
  // The bulk screens send the sheet; the brand it is for comes from the address.
  const brand = useMemo(() => (company ? { company } : {}), [company]);
  const previewRun = useCallback(
    (input: { file: string }, callbacks: Parameters<typeof preview>[1]) => preview({ ...input, ...brand }, callbacks),
    [preview, brand],
  );
  const saveRun = useCallback(
    (input: Parameters<BulkSaveMutation[0]>[0], callbacks: Parameters<typeof save>[1]) =>
      save({ ...input, ...brand }, callbacks),
    [save, brand],
  );
  const config = useMemo(
    () => ({
      ...CONFIG,
      followed: {
        ...CONFIG.followed,
        path: company ? `${CONFIG.followed.path}?company=${encodeURIComponent(company)}` : CONFIG.followed.path,
      },
    }),
    [company],
  );
  const hasTask = useSearchParams()[0].has('task');
  return (
    <>
      {!company && !hasTask && (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Description>{MSG.selectCompany}</Alert.Description>
        </Alert.Root>
      )}
      <BulkPage
        config={config}
        preview={[previewRun, previewing] satisfies BulkPreviewMutation}
        save={[saveRun, saving] satisfies BulkSaveMutation}
      />
    </>
  );
}
