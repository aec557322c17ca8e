// What other features may use of auth; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { useSignOutMutation } from './useSignOutMutation';
