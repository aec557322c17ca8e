export const ADMIN_NOTIFICATIONS_PATH = '/admin/notifications';
