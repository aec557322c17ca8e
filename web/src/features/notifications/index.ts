// What other features may use of notifications; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { channelLabel } from './notificationLabels';
export { ADMIN_NOTIFICATIONS_PATH } from './paths';
