import { inject } from 'vitest';
import type { Session } from './client.js';
import { uniqueEmail } from './client.js';

const INTERNAL = { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' };

/** A service's internal route, as support would call it. */
export async function internalGet<T>(service: 'nms' | 'ums' | 'oms', path: string): Promise<T> {
  const res = await fetch(`${inject('serviceUrls')[service]}${path}`, { headers: INTERNAL });
  const body = (await res.json()) as { status: boolean; data: T; message: string };
  if (!body.status) throw new Error(body.message);
  return body.data;
}

/** The token of the latest link texted to a phone with a template, from NMS's outbox. */
export async function textedToken(phone: string, template: string, after?: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { notifications } = await internalGet<{ notifications: { params: { link: string }; createdAt: string }[] }>(
      'nms',
      `/notifications/outbox?to=${phone}&template=${template}&limit=1`,
    );
    const n = notifications[0];
    if (n && (!after || n.createdAt > after)) return decodeURIComponent(n.params.link.split('/').at(-1)!);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${template} message for ${phone}`);
}

/** The customer request link texted to a buyer: its token. */
export const ndrToken = (phone: string, after?: string) => textedToken(phone, 'NDR_MSG', after);

/** A COD order of one demo product (seller@demo.in's Masala Chai by default) for a buyer with this phone. */
export async function placeOrderFor(
  seller: Session,
  phone: string,
  email = uniqueEmail('buyer'),
  sku = 'CHAI-MSL-250',
) {
  const warehouse = (await seller.gql(`{ warehouses(first: 10) { edges { node { id } } } }`)).warehouses.edges[0].node
    .id;
  const r = await seller.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id shopOrderId awb } } userErrors { field message } } }`,
    {
      i: {
        warehouse,
        paymentMode: 'COD',
        customerEmail: email,
        customerPhone: phone,
        weight: 0.5,
        shippingAddress: {
          firstName: 'Kavya',
          lastName: 'Menon',
          addressLine1: '12 MG Road',
          addressLine2: 'Indiranagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560038',
        },
        items: [{ title: 'Demo item', sku, quantity: 1, unitPrice: 45_000 }],
      },
    },
  );
  if (r.orderCreate.userErrors.length) throw new Error(JSON.stringify(r.orderCreate.userErrors));
  return r.orderCreate.orderEdge.node as { id: string; shopOrderId: string; awb: string };
}

export const STATUS_UPDATE = `mutation($i: OrderStatusUpdateInput!) { orderStatusUpdate(input: $i) { order { id status { code } customer { phone } shippingAddress { addressLine1 city pincode } trail { status { code } description city } } userErrors { field message code } } }`;

export async function markUndelivered(session: Session, orderId: string, reason = 'WRONG_OR_INCOMPLETE_ADDRESS') {
  await session.gql(STATUS_UPDATE, { i: { id: orderId, status: 'SHIPPED' } });
  const r = await session.gql(STATUS_UPDATE, {
    i: { id: orderId, status: 'UNDELIVERED', undeliveredReason: reason, city: 'Bengaluru' },
  });
  if (r.orderStatusUpdate.userErrors.length) throw new Error(JSON.stringify(r.orderStatusUpdate.userErrors));
  return r.orderStatusUpdate.order;
}

/** Walks an order the seller ships itself through to delivered, as its courier's updates would. */
export async function markDelivered(session: Session, orderId: string) {
  for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
    const r = await session.gql(STATUS_UPDATE, { i: { id: orderId, status } });
    if (r.orderStatusUpdate.userErrors.length) throw new Error(JSON.stringify(r.orderStatusUpdate.userErrors));
  }
}
