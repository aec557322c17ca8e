import { MSG, fill } from '../messages.js';
import { acceptsOnly, emailRule, phoneRule, skuRule } from '../validation.js';
import { address, dimensions, text, z } from './fields.js';

const money = z.coerce
  .number({ error: MSG.numberInvalid })
  .min(0, fill(MSG.valueMin, { n: 0 }))
  .max(1e9, fill(MSG.valueMax, { n: 1e9 }));

export const OrderItemInput = z.object({
  title: text('Title'),
  sku: text('SKU', [skuRule()], 100),
  quantity: z.coerce
    .number({ error: MSG.quantityMin })
    .int(MSG.wholeNumber)
    .min(1, MSG.quantityMin)
    .max(100_000, fill(MSG.valueMax, { n: 100_000 })),
  unitPrice: money,
});

/** A new order, as the order form and the API give it. */
export const CreateOrderInput = z.object({
  companyId: z.string().uuid().optional(),
  warehouseId: z.string({ error: MSG.selectWarehouse }).uuid(MSG.selectWarehouse),
  paymentMode: z.enum(['COD', 'PREPAID'], { error: acceptsOnly(['COD', 'Prepaid']) }),
  customerEmail: text('Email', [emailRule], 254),
  customerPhone: text('Phone', [phoneRule], 20),
  shippingAddress: address('required'),
  items: z
    .array(OrderItemInput, { error: MSG.itemsRequired })
    .min(1, MSG.itemsRequired)
    .max(100, fill(MSG.valueMax, { n: 100 })),
  weight: z.coerce
    .number({ error: MSG.weightPositive })
    .positive(MSG.weightPositive)
    .max(1000, fill(MSG.valueMax, { n: 1000 })),
  dimensions: dimensions().nullish(),
  shopOrderId: z.string().trim().min(1).max(64).optional(),
});
