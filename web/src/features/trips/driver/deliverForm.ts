import { TripOrderDeliverInput, paiseToRupeesText, rupees, rupeesToPaise, z } from '@parcelo/common';

/*
 * The Deliver dialog's form: the buyer's code and, for a COD order, the cash collected in
 * rupees as the driver counts it (the API takes paise). A prepaid order collects nothing.
 */

export const DeliverForm = z.object({
  otp: TripOrderDeliverInput.shape.otp,
  codCollected: rupees('Cash collected'),
});
export const PrepaidDeliverForm = DeliverForm.pick({ otp: true });

export interface DeliverValues {
  [name: string]: string;
  otp: string;
  codCollected: string;
}

/** The form as it opens: no code yet, the cash prefilled with what there is to collect. */
export const deliverInitial = (codAmount: number): DeliverValues => ({
  otp: '',
  codCollected: codAmount > 0 ? paiseToRupeesText(codAmount) : '0.00',
});

/** What tripOrderDeliver takes from the form (values the schema passed): the cash in whole paise. */
export function deliverInput(values: DeliverValues, codAmount: number): { otp: string; codCollected: number } {
  return {
    otp: values.otp.trim(),
    codCollected: codAmount > 0 ? (rupeesToPaise(values.codCollected) ?? 0) : 0,
  };
}
