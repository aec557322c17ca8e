// What other features may use of promoterStock: the admin's Promoter Stock Details page, reached through D2R's routes.
export {
  PromoterStockDetailsPage,
  promoterStockDetailsLoader,
  promoterStockDetailsShouldRevalidate,
} from './PromoterStockDetailsPage';
