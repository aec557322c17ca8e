import { MSG, BULK_ORDERS } from '@parcelo/common';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkUploadConfig } from '../tasks';
import { BULK_ORDERS_FOLLOWED } from '../tasks';
import { useOrdersBulkUploadPreviewMutation } from './useOrdersBulkUploadPreviewMutation';
import { useOrdersBulkUploadSaveMutation } from './useOrdersBulkUploadSaveMutation';

const CONFIG: BulkUploadConfig = {
  sheet: BULK_ORDERS,
  followed: BULK_ORDERS_FOLLOWED,
  titles: {
    upload: 'Upload Bulk Orders',
    preview: 'Check the orders',
    progress: 'Creating orders',
    result: 'Bulk upload result',
  },
  back: { to: '/orders', label: 'Back to orders' },
  fileLabel: 'Bulk orders file (.xlsx)',
  instructions: 'Fill in the template, one row per item; rows sharing an Order ID become one order.',
  // The template is filled in with one of the company's warehouse codes.
  templateUrl: '/files/templates/bulk-orders.xlsx',
  wide: new Set(['addressLine1', 'addressLine2', 'title', 'email']),
  saveFailed: MSG.bulkSaveFailed,
  outcomes: { keyHeader: 'Order ID', noun: 'order' },
};

/** /orders/bulk?task=<id>: see `bulkRouteVariables`. */
export const bulkOrdersLoader = bulkLoader(CONFIG);

/** Upload a sheet of orders, fix its rows in the preview, save; then the task's progress and result. */
export function BulkOrdersPage() {
  return (
    <BulkPage config={CONFIG} preview={useOrdersBulkUploadPreviewMutation()} save={useOrdersBulkUploadSaveMutation()} />
  );
}
