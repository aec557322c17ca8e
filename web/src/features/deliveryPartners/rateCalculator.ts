import { MSG, RATE_MAX_PAISE, fill, rupeesToPaise, z } from '@parcelo/common';

/** The rate calculator's form, typed as text; `ratesInput` turns checked values into the query's input. */

const pincode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, MSG.invalidPincode);
const optionalCm = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= 300),
    MSG.rateDimensionsInvalid,
  );

export const RATE_CALCULATOR_FORM = z
  .object({
    pickupPincode: pincode,
    deliveryPincode: pincode,
    weightKg: z
      .string()
      .trim()
      .refine((v) => /^\d{1,3}(\.\d{1,3})?$/.test(v) && Number(v) > 0 && Number(v) <= 100, MSG.rateWeightInvalid),
    length: optionalCm,
    breadth: optionalCm,
    height: optionalCm,
    paymentMode: z.string().refine((v) => v === 'COD' || v === 'PREPAID', MSG.paymentModeInvalid),
    orderValue: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    const given = [v.length, v.breadth, v.height].filter((d) => d !== '').length;
    if (given > 0 && given < 3) ctx.addIssue({ code: 'custom', path: ['length'], message: MSG.rateDimensionsInvalid });
    if (v.paymentMode === 'COD' && rupeesToPaise(v.orderValue, { max: RATE_MAX_PAISE }) === null)
      ctx.addIssue({ code: 'custom', path: ['orderValue'], message: fill(MSG.invalidField, { field: 'Order value' }) });
  });

export type RateCalculatorValues = {
  pickupPincode: string;
  deliveryPincode: string;
  weightKg: string;
  length: string;
  breadth: string;
  height: string;
  paymentMode: string;
  orderValue: string;
};

export const EMPTY_CALCULATOR: RateCalculatorValues = {
  pickupPincode: '',
  deliveryPincode: '',
  weightKg: '0.5',
  length: '',
  breadth: '',
  height: '',
  paymentMode: 'PREPAID',
  orderValue: '',
};

export function ratesInput(v: RateCalculatorValues) {
  const dims = v.length && v.breadth && v.height;
  return {
    pickupPincode: v.pickupPincode.trim(),
    deliveryPincode: v.deliveryPincode.trim(),
    weightKg: Number(v.weightKg),
    dimensions: dims ? { length: Number(v.length), breadth: Number(v.breadth), height: Number(v.height) } : null,
    paymentMode: v.paymentMode === 'COD' ? ('COD' as const) : ('PREPAID' as const),
    orderValuePaise: v.paymentMode === 'COD' ? (rupeesToPaise(v.orderValue, { max: RATE_MAX_PAISE }) ?? 0) : 0,
  };
}
