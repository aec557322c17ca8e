// What other features may use of tasks; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { RunningTasksNotifier } from './RunningTasksNotifier';
export { BulkPage, bulkLoader } from './bulk/BulkPage';
export type { BulkUploadConfig } from './bulk/BulkUploadScreen';
export type { BulkPreviewMutation, BulkSaveMutation } from './bulk/bulkMutations';
export {
  BULK_CATALOGUES_FOLLOWED,
  BULK_COD_REMITTANCES_FOLLOWED,
  BULK_INVENTORY_FOLLOWED,
  BULK_ORDERS_FOLLOWED,
} from './runningTask';
export type { FollowedTask } from './runningTask';
// One task's progress, live, for pages that start long work of their own (the retailer engine).
export { useTaskProgressSubscription, type TaskProgress } from './useTaskProgressSubscription';
export { TaskProgressBar } from './TaskProgressBar';
