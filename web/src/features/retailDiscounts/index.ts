// What the D2R routes load of this feature; the rest of the folder is its own.
export { RetailDiscountsPage, retailDiscountsLoader, retailDiscountsShouldRevalidate } from './RetailDiscountsPage';
export { RetailDiscountUploadPage, retailDiscountUploadLoader } from './RetailDiscountUploadPage';
