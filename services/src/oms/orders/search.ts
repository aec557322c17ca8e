import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { CREDITED_STATUSES, normaliseStatus, type OrderSearchOption, acceptsOnly } from '@parcelo/common';
import { badRequest, likePattern } from '../../platform/index.js';
import type { OmsDB } from '../db.js';

type OrdersQuery = SelectQueryBuilder<OmsDB, 'orders', object>;
type Eb = ExpressionBuilder<OmsDB, 'orders'>;

const FLAGS = {
  b2b: 'b2b',
  d2r: 'd2r',
  d2rApproved: 'd2r_approved',
  creditNoteAvailable: 'credit_note_available',
  d2rPriceEdited: 'd2r_price_edited',
} as const;

/** lower(column) LIKE 'value%', the value's own % and _ taken literally. */
const startsWith =
  (column: 'shop_order_id' | 'awb' | 'delivery_awb' | 'reverse_awb' | 'invoice_id', value: string) => (eb: Eb) =>
    eb(sql`lower(${sql.ref(column)})`, 'like', likePattern(value.toLowerCase(), 'prefix'));

const lowerEquals =
  (column: 'delivery_state' | 'pickup_state' | 'delivery_partner' | 'shipper', value: string) => (eb: Eb) =>
    eb(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());

/**
 * One search option as a WHERE clause. Each has an index led by company_id that also
 * serves the list's order, so a search stays a short index scan at a million orders.
 */
export function applySearch(
  q: OrdersQuery,
  companyId: string | undefined,
  by: OrderSearchOption,
  raw: string,
): OrdersQuery {
  const value = raw.trim();
  if (!value) return q;
  switch (by) {
    case 'orderId':
      return q.where(startsWith('shop_order_id', value));
    case 'awb':
      return q.where((eb) => eb.or([startsWith('awb', value)(eb), startsWith('delivery_awb', value)(eb)]));
    case 'reverseAwb':
      return q.where(startsWith('reverse_awb', value));
    case 'invoiceId':
      return q.where(startsWith('invoice_id', value));
    case 'paymentMode': {
      const mode = value.toUpperCase();
      if (mode !== 'COD' && mode !== 'PREPAID') throw badRequest(acceptsOnly(['COD', 'Prepaid']), 'searchValue');
      return q.where('payment_mode', '=', mode);
    }
    case 'shopType':
      return q.where('shop_type', '=', value.toLowerCase() as never);
    case 'customerName':
      return q.where(sql`lower(customer_name)`, 'like', likePattern(value.toLowerCase(), 'prefix'));
    case 'customerPhone':
      return q.where(
        'customer_phone',
        'like',
        likePattern(value.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d)/, ''), 'prefix'),
      );
    case 'deliveryState':
      return q.where(lowerEquals('delivery_state', value));
    case 'deliveryPincode':
      return q.where('delivery_pincode', '=', value.replace(/\s/g, ''));
    case 'pickupPincode':
      return q.where('pickup_pincode', '=', value.replace(/\s/g, ''));
    case 'pickupState':
      return q.where(lowerEquals('pickup_state', value));
    case 'deliveryPartner':
      return q.where(lowerEquals('delivery_partner', value));
    case 'shipper':
      return q.where(lowerEquals('shipper', value));
    case 'sku':
      return q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_items')
            .select('order_items.id')
            .whereRef('order_items.order_id', '=', 'orders.id')
            .where(sql`lower(order_items.sku)`, '=', value.toLowerCase())
            .$if(!!companyId, (sq) => sq.where('order_items.company_id', '=', companyId!)),
        ),
      );
    default: {
      if (value !== '0' && value !== '1') throw badRequest(acceptsOnly(['0', '1']), 'searchValue');
      if (by === 'creditNoteAvailable') {
        // As the order's record says it: flagged, or ended in a status that reverses the invoice.
        const credited = (eb: Eb) =>
          eb.or([eb('credit_note_available', '=', true), eb('status', 'in', [...CREDITED_STATUSES])]);
        return q.where((eb) => (value === '1' ? credited(eb) : eb.not(credited(eb))));
      }
      return q.where(FLAGS[by], '=', value === '1');
    }
  }
}

export const statusFilter = (statuses: string[]) => [...new Set(statuses.map(normaliseStatus))];
