/** An order assigned to a hub driver for delivery; `orderStatus` is the numeric delivery status. */
export interface AssignedOrderRecord {
  orderId: string;
  awb: string;
  paymentMethod: string;
  /** Paise. */
  totalPrice: number;
  orderStatus: number;
  driverId: string;
}
