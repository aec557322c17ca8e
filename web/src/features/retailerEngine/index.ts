// What other features may use of the retailer engine: the page, reached through D2R's routes,
// and the suggested order on a salesman's retailer card.
export { RetailerEnginePage, retailerEngineLoader, retailerEngineShouldRevalidate } from './RetailerEnginePage';
export { FieldSuggestedOrder } from './FieldSuggestedOrder';
