// What other features may use of users; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { SubAdminForm } from './SubAdminForm';
export { USER_SORTS, UsersTab } from './UsersTab';
