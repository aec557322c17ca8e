/**
 * Order texts that @parcelo/common does not have yet. The spec gives none for these
 * situations, so the words are ours; they move to MSG once the shared list takes them.
 */
export const ORDER_MSG = {
  orderCreated: 'Order created',
  orderCreateFailed: 'Failed to create order',
  quantityUpdated: 'Successfully updated quantity',
  quantityUpdateFailed: 'Failed to update quantity',
  orderCancelled: 'Order cancelled',
  orderCancelFailed: 'Failed to cancel order',
  labelUnavailable: 'A label appears once the order has an invoice or a label.',
  /** §5's generic checker: 'Please provide valid {field}', used for SKUs. */
  invalidField: 'Please provide valid {field}',
  /** §5's generic checker: 'Value should not be less than {n}'. */
  valueMin: 'Value should not be less than {n}',
  numberInvalid: 'Please enter a valid number',
  /** Like MSG.weightPositive, for the package's dimensions. */
  dimensionPositive: '{field} must be more than 0',
  wholeNumber: 'Please enter a whole number',
  /** §8, for an upload with no file chosen. */
  noFileSelected: 'No file selected',
  bulkPreviewFailed: 'Failed to read the file',
  bulkSaveFailed: 'Failed to save orders',
  bulkErrorsSaved: 'Rows with errors can still be saved; they are recorded as failed.',
  documentsMax: 'At most {n} orders at once',
  labelsDownloadFailed: 'Failed to download labels',
  invoicesDownloadFailed: 'Failed to download invoices',
  ordersSynced: 'Synced {n} new orders',
  ordersSyncSkipped: '{n} skipped',
  ordersSyncFailed: 'Failed to sync orders',
} as const;
