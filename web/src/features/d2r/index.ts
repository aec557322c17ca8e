// What other features may use of D2R; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { D2rOrderSection } from './D2rOrderSection';
export { SalesmanSelect } from './SalesmanSelect';
export { RetailerDialog } from './RetailerDialog';
export type { RetailerFormValues } from './retailerForm';
