// What other features may use of companies; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { COMPANY_SORTS, CompaniesTab } from './CompaniesTab';
