import { MSG, fieldRequired, fill } from '../messages.js';
import {
  WEIGHT_DECIMALS,
  WEIGHT_MAX_KG,
  acceptsOnly,
  emailRule,
  gstinRule,
  hasAtMostDecimals,
  phoneRule,
  skuRule,
} from '../validation.js';
import { urlRule } from '../inventory.js';
import { MAX_PRICE_PAISE } from '../money.js';
import { address, dimensions, given, lengthMax, paise, rupees, text, units, z } from './fields.js';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../orderStatus.js';
import { UNDELIVERED_REASON_VALUES, type UndeliveredReason } from '../customerRequests.js';

/** A package's weight in kg. */
const packageWeight = given(
  fieldRequired('Weight'),
  z.coerce
    .number({ error: MSG.weightPositive })
    .positive(MSG.weightPositive)
    .max(WEIGHT_MAX_KG, fill(MSG.valueMax, { n: WEIGHT_MAX_KG }))
    .refine((n) => hasAtMostDecimals(n, WEIGHT_DECIMALS), fill(MSG.weightDecimals, { n: WEIGHT_DECIMALS })),
);

export const OrderItemInput = z.object({
  title: text('Title'),
  sku: text('SKU', [skuRule()], 100),
  quantity: units(),
  /** Paise: forms and sheets read rupees through the money module before sending. */
  unitPrice: paise('Unit price', MAX_PRICE_PAISE),
});

/** An item's quantity changed on an order that can still change. */
export const ItemQuantityInput = z.object({ quantity: units() });

/** An order's weight changed by hand. */
export const OrderWeightInput = z.object({ weight: packageWeight });

/** A new order, as the order form and the API give it. */
/** An order's lines: at least one, at most 100. */
export const itemList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: MSG.itemsRequired })
    .min(1, MSG.itemsRequired)
    .max(100, fill(MSG.valueMax, { n: 100 }));

/** An order's lines as the manual order form types them: unit prices in rupees, read into paise. */
export const OrderFormItems = itemList(
  OrderItemInput.extend({ unitPrice: rupees('Unit price', { max: MAX_PRICE_PAISE }) }),
);

export const CreateOrderInput = z.object({
  companyId: z.string().uuid().optional(),
  warehouseId: z.string({ error: MSG.selectWarehouse }).uuid(MSG.selectWarehouse),
  paymentMode: z.enum(['COD', 'PREPAID'], { error: acceptsOnly(['COD', 'Prepaid']) }),
  customerEmail: text('Email', [emailRule], 254),
  customerPhone: text('Phone', [phoneRule], 20),
  shippingAddress: address('required'),
  items: itemList(OrderItemInput),
  weight: packageWeight,
  dimensions: dimensions(),
  shopOrderId: z.string().trim().min(1).max(64).optional(),
  /** A business buyer's GSTIN; blank for a consumer. */
  buyerGstin: z
    .string()
    .trim()
    .max(20, lengthMax(20))
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = v ? gstinRule(v) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { code: 'INVALID' } });
    })
    .optional(),
});

const isShipmentStatus = (v: string): v is ShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(v);
const isUndeliveredReason = (v: string): v is UndeliveredReason =>
  (UNDELIVERED_REASON_VALUES as readonly string[]).includes(v);

/**
 * A delivery update, from a courier (a service) or by hand. UNDELIVERED must say why, since
 * the reason picks the buyer's NDR message; any other status carries no reason.
 */
export const OrderStatusUpdateInput = z
  .object({
    status: text('Status', [(v) => (!v || isShipmentStatus(v) ? null : acceptsOnly(SHIPMENT_STATUSES))], 40),
    undeliveredReason: z.string().trim().max(40).nullish(),
    description: z.string().trim().max(300, lengthMax(300)).nullish(),
    city: z.string().trim().max(80, lengthMax(80)).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'UNDELIVERED') return;
    if (!v.undeliveredReason || !isUndeliveredReason(v.undeliveredReason))
      ctx.addIssue({
        code: 'custom',
        path: ['undeliveredReason'],
        message: MSG.undeliveredReasonRequired,
        params: { code: v.undeliveredReason ? 'INVALID' : 'REQUIRED' },
      });
  })
  .transform((v) => ({
    status: v.status as ShipmentStatus,
    undeliveredReason: v.status === 'UNDELIVERED' ? (v.undeliveredReason as UndeliveredReason) : null,
    description: v.description || null,
    city: v.city || null,
  }));

/** An address to print from; empty keeps what is saved, and the saved one (perhaps the app's own relative address) passes as it is. */
const printUrl = (saved: string | undefined) =>
  z
    .string()
    .trim()
    .max(2000, lengthMax(2000))
    .nullish()
    .transform((v) => v || null)
    .superRefine((v, c) => {
      const message = v && v !== saved?.trim() ? urlRule(v) : null;
      if (message) c.addIssue({ code: 'custom', message, params: { code: 'INVALID' } });
    });

/**
 * What a packer prints from: the label and invoice addresses and the package type. The form
 * passes what is saved, so only an address the user changed is checked.
 */
export const fulfilmentDetailsInput = (saved: { shippingLabelUrl?: string; invoiceUrl?: string } = {}) =>
  z.object({
    shippingLabelUrl: printUrl(saved.shippingLabelUrl),
    invoiceUrl: printUrl(saved.invoiceUrl),
    packageType: z.string().trim().max(100, lengthMax(100)).nullish(),
  });

export const FulfilmentDetailsInput = fulfilmentDetailsInput();
