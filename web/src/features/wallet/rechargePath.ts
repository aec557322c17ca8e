/** Where the seller recharges: Billing > Payment opens its recharge form from this link. */
export const RECHARGE_PATH = '/billing/payment?recharge=1';
