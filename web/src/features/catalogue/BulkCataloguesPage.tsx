import { BULK_CATALOGUES, MSG, WSIN_MAX_LENGTH } from '@parcelo/common';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkUploadConfig } from '../tasks';
import { BULK_CATALOGUES_FOLLOWED } from '../tasks';
import { useCatalogueBulkUploadPreviewMutation } from './useCatalogueBulkUploadPreviewMutation';
import { useCatalogueBulkUploadSaveMutation } from './useCatalogueBulkUploadSaveMutation';

const CONFIG: BulkUploadConfig = {
  sheet: BULK_CATALOGUES,
  followed: BULK_CATALOGUES_FOLLOWED,
  titles: {
    upload: 'Upload Bulk Catalogs',
    preview: 'Check the products',
    progress: 'Saving products',
    result: 'Bulk upload result',
  },
  back: { to: '/catalogs', label: 'Back to catalog' },
  fileLabel: 'Bulk catalogs file (.xlsx)',
  instructions: `Fill in the template, one product per row; a row whose SKU exists updates that product. A new product gets a WSIN from its SKU (up to ${WSIN_MAX_LENGTH} characters), mapped 1:1, so you can stock it; an admin can remap it later.`,
  templateUrl: '/files/templates/bulk-catalogues.xlsx',
  wide: new Set(['productTitle', 'category', 'd2rCategory']),
  saveFailed: MSG.bulkCataloguesSaveFailed,
  outcomes: { keyHeader: 'SKU', noun: 'product' },
};

/** /catalogs/bulk?task=<id>: see `bulkRouteVariables`. */
export const bulkCataloguesLoader = bulkLoader(CONFIG);

/** Upload Bulk Catalogs: a sheet of products, checked and fixed in the preview, saved by a background task. */
export function BulkCataloguesPage() {
  return (
    <BulkPage
      config={CONFIG}
      preview={useCatalogueBulkUploadPreviewMutation()}
      save={useCatalogueBulkUploadSaveMutation()}
    />
  );
}
