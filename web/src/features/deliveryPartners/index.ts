// What other features may use of deliveryPartners; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { OrderShipSection } from './OrderShipSection';
