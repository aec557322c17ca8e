import {
  CreateOrderInput,
  MAX_PRICE_PAISE,
  MSG,
  OrderFormItems,
  fieldRequired,
  rupeesToPaise,
  z,
} from '@parcelo/common';
import type { useOrderCreateMutation$variables } from '../../__generated__/useOrderCreateMutation.graphql';
import type { AddressValues } from '../../lib/AddressFields';

/*
 * The manual order form, checked with OMS's own CreateOrderInput. Fields are named as the
 * mutation's input names them (`shippingAddress.pincode`, `items.0.sku`), so the server's
 * userErrors land under them.
 */

export type OrderItemRow = { title: string; sku: string; quantity: string; unitPrice: string };

export type OrderCreateFormValues = {
  shippingAddress: AddressValues;
  customerEmail: string;
  customerPhone: string;
  /** A business buyer's GSTIN (a B2B order's invoice names it); '' for a consumer. */
  buyerGstin: string;
  /** The seller the order is for: a warehouse operator's choice, '' for a seller's own. */
  company: string;
  warehouse: string;
  paymentMode: 'COD' | 'PREPAID';
  items: OrderItemRow[];
  weight: string;
  dimensions: { length: string; breadth: string; height: string };
};

export const EMPTY_ITEM: OrderItemRow = { title: '', sku: '', quantity: '1', unitPrice: '' };

/** A new order's form; its payment mode starts as the company's preference (Settings > Preferences). */
export function emptyOrderForm(warehouse: string, paymentMode: 'COD' | 'PREPAID' = 'PREPAID'): OrderCreateFormValues {
  return {
    shippingAddress: {
      firstName: '',
      lastName: '',
      addressLine1: '',
      addressLine2: '',
      pincode: '',
      city: '',
      state: '',
      country: 'India',
    },
    customerEmail: '',
    customerPhone: '',
    buyerGstin: '',
    company: '',
    warehouse,
    paymentMode,
    items: [EMPTY_ITEM],
    weight: '',
    dimensions: { length: '', breadth: '', height: '' },
  };
}

/**
 * The form's schema: the order as OMS checks it, with the warehouse as the form picks it
 * (the API's warehouse ID, which the BFF turns into OMS's warehouseId).
 */
export const orderCreateFormInput = CreateOrderInput.omit({
  companyId: true,
  warehouseId: true,
  shopOrderId: true,
}).extend({
  items: OrderFormItems,
  company: z.string().trim().max(200),
  warehouse: z.string({ error: MSG.selectWarehouse }).trim().min(1, MSG.selectWarehouse).max(200),
});

/** A warehouse operator's form: the order is always for one of the sellers it stocks. */
export const operatorOrderCreateFormInput = orderCreateFormInput.extend({
  company: z.string().trim().min(1, fieldRequired('Seller')).max(200),
});

type OrderCreateInput = useOrderCreateMutation$variables['input'];

/** The mutation input the (checked) values stand for; the package's dimensions only when given. */
export function orderCreateInput(values: OrderCreateFormValues): OrderCreateInput {
  const { dimensions, company, buyerGstin, ...order } = orderCreateFormInput.parse(values);
  return {
    ...order,
    ...(company && { company }),
    ...(dimensions && { dimensions }),
    ...(buyerGstin && { buyerGstin }),
  };
}

/** The entered weight in kg, once it is one the order would take. */
export function enteredWeight(values: OrderCreateFormValues): number | null {
  const weight = CreateOrderInput.shape.weight.safeParse(values.weight);
  return weight.success ? weight.data : null;
}

/** The items' value in paise as typed so far; rows not yet priced count nothing. */
export function itemsTotal(values: OrderCreateFormValues): number {
  return values.items.reduce((sum, item) => {
    const quantity = Number(item.quantity);
    const unitPaise = rupeesToPaise(item.unitPrice, { max: MAX_PRICE_PAISE });
    return unitPaise !== null && Number.isSafeInteger(quantity) && quantity > 0 ? sum + quantity * unitPaise : sum;
  }, 0);
}
