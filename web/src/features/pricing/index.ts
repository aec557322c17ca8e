// What other features may use of pricing; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { formatBps } from './RateCard';
