import { ZONES } from '@parcelo/common';
import { expect } from 'vitest';
import type { Session } from './client.js';

const CONNECT = `mutation($i: DeliveryPartnerConnectInput!) { deliveryPartnerConnect(input: $i) { deliveryPartner { id } userErrors { message } } }`;
const RATE_CARD = `mutation($i: DeliveryPartnerRateCardUpdateInput!) { deliveryPartnerRateCardUpdate(input: $i) { userErrors { message } } }`;
const PINCODES = `mutation($i: DeliveryPartnerPincodesUploadInput!) { deliveryPartnerPincodesUpload(input: $i) { userErrors { message } } }`;

/**
 * Connects a courier account of the seller's own serving every pincode, through the API;
 * with `basePaise`, its rate card: that for the first 500 g in the cheapest zone (each further
 * zone ₹5 more), and `additionalPaise` for each further 500 g. Answers the partner's id.
 */
export async function connectCourier(
  seller: Session,
  partner: { courier: string; name: string; priority: number; basePaise?: number; additionalPaise?: number },
): Promise<string> {
  const { courier, name, priority } = partner;
  const made = await seller.gql(CONNECT, { i: { courier, name, apiKey: `key-${name.replace(/\W/g, '')}`, priority } });
  expect(made.deliveryPartnerConnect.userErrors).toEqual([]);
  const id = made.deliveryPartnerConnect.deliveryPartner.id as string;
  if (partner.basePaise !== undefined) {
    const zones = ZONES.map((zone, i) => ({
      zone,
      basePaise: partner.basePaise! + i * 500,
      additionalPaise: partner.additionalPaise ?? 0,
      days: 2 + i,
    }));
    const card = await seller.gql(RATE_CARD, {
      i: { id, slabGrams: 500, codFixedPaise: 3000, codBasisPoints: 150, zones },
    });
    expect(card.deliveryPartnerRateCardUpdate.userErrors).toEqual([]);
  }
  const all = await seller.gql(PINCODES, { i: { id, allPincodes: { forward: true, reverse: true, cod: true } } });
  expect(all.deliveryPartnerPincodesUpload.userErrors).toEqual([]);
  return id;
}
