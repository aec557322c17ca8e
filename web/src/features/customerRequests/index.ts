// What other features may use of customerRequests; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { readRequestSummary } from './customerRequestAnswers';
export { ADMIN_NDR_PATH } from './customerRequestFilters';
export { approvalStatusView, formLinkStatusView, linkLapsed, undeliveredReasonLabel } from './customerRequestLabels';
