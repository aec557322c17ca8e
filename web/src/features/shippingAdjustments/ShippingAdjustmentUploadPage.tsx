import { BULK_SHIPPING_ADJUSTMENTS, MSG } from '@parcelo/common';
import { requireAdmin } from '../../lib/guards';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkUploadConfig } from '../tasks';
import type { FollowedTask } from '../tasks';
import {
  SHIPPING_ADJUSTMENT_PATH,
  SHIPPING_ADJUSTMENT_TEMPLATE,
  SHIPPING_ADJUSTMENT_UPLOAD_PATH,
} from './shippingAdjustmentPaths';
import { useShippingAdjustmentsBulkUploadPreviewMutation } from './useShippingAdjustmentsBulkUploadPreviewMutation';
import { useShippingAdjustmentsBulkUploadSaveMutation } from './useShippingAdjustmentsBulkUploadSaveMutation';

/** The admin's running adjustment upload, followed across reloads of this page. */
const FOLLOWED: FollowedTask = {
  kind: 'bulk-shipping-adjustments',
  path: SHIPPING_ADJUSTMENT_UPLOAD_PATH,
  resultPath: (taskId) => `${SHIPPING_ADJUSTMENT_UPLOAD_PATH}?task=${encodeURIComponent(taskId)}`,
};

const CONFIG: BulkUploadConfig = {
  sheet: BULK_SHIPPING_ADJUSTMENTS,
  followed: FOLLOWED,
  titles: {
    upload: 'Shipping adjustment upload',
    preview: 'Check the weights',
    progress: 'Adjusting shipping charges',
    result: 'Shipping adjustment result',
  },
  back: { to: SHIPPING_ADJUSTMENT_PATH, label: 'Back to shipping adjustments' },
  fileLabel: 'Shipping adjustment file (.xlsx)',
  instructions:
    "Fill in the template, one shipment per row: its AWB and the weight the courier measured, in kg (more than 0, at most 100). Each row debits or credits the brand's wallet the difference in shipping charge; a shipment already adjusted to the same weight is not charged again.",
  templateUrl: SHIPPING_ADJUSTMENT_TEMPLATE,
  wide: new Set(['remark']),
  saveFailed: MSG.genericFailure,
  outcomes: { keyHeader: 'AWB', noun: ['shipment', 'shipments'] },
};

/** /admin/billing/shipping-adjustment/upload?task=<id>: see `bulkRouteVariables`. */
export const shippingAdjustmentUploadLoader = bulkLoader(CONFIG, requireAdmin);

/** The admin's shipping adjustment sheet: checked and fixed in the preview, applied by a background task. */
export function ShippingAdjustmentUploadPage() {
  return (
    <BulkPage
      config={CONFIG}
      preview={useShippingAdjustmentsBulkUploadPreviewMutation()}
      save={useShippingAdjustmentsBulkUploadSaveMutation()}
    />
  );
}
