// The external retailers pages, reached through D2R's routes.
export {
  ExternalRetailersPage,
  externalRetailersLoader,
  externalRetailersShouldRevalidate,
} from './ExternalRetailersPage';
export { ExternalRetailersUploadPage, externalRetailersUploadLoader } from './ExternalRetailersUploadPage';
