import { BULK_INVENTORY, MSG } from '@parcelo/common';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkUploadConfig } from '../tasks';
import { BULK_INVENTORY_FOLLOWED } from '../tasks';
import { useInventoryBulkUploadPreviewMutation } from './useInventoryBulkUploadPreviewMutation';
import { useInventoryBulkUploadSaveMutation } from './useInventoryBulkUploadSaveMutation';

const CONFIG: BulkUploadConfig = {
  sheet: BULK_INVENTORY,
  followed: BULK_INVENTORY_FOLLOWED,
  titles: {
    upload: 'Bulk inventory upload',
    preview: 'Check the entries',
    progress: 'Adding inventory',
    result: 'Bulk upload result',
  },
  back: { to: '/inventory', label: 'Back to inventory' },
  fileLabel: 'Bulk inventory file (.xlsx)',
  instructions:
    'Fill in the template, one inbound entry per row: a WSIN at one of your warehouses, with the units accepted and rejected.',
  // The template is filled in with one of the company's warehouse codes.
  templateUrl: '/files/templates/bulk-inventory.xlsx',
  wide: new Set(['remark']),
  saveFailed: MSG.inventoryAddFailed,
  outcomes: { keyHeader: 'WSIN', noun: ['entry', 'entries'] },
};

/** /inventory/bulk?task=<id>: see `bulkRouteVariables`. */
export const bulkInventoryLoader = bulkLoader(CONFIG);

/** The bulk inventory upload: a sheet of inbound entries, checked and fixed in the preview, added by a background task. */
export function BulkInventoryPage() {
  return (
    <BulkPage
      config={CONFIG}
      preview={useInventoryBulkUploadPreviewMutation()}
      save={useInventoryBulkUploadSaveMutation()}
    />
  );
}
