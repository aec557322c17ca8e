// What other features may use of messages; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { OrderMessagesSection } from './OrderMessagesSection';
