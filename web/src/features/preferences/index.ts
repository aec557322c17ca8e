// What other features may use of preferences; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { requirementLabel } from './labels';
