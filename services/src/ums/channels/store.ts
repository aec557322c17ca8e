import type { Kysely } from 'kysely';
import type { SalesChannelRecord, ShopType } from '@parcelo/common';
import type { UmsDB } from '../db.js';

/** A store to connect, or reconnect with new credentials (the OAuth app and the settings form both save here). */
export interface SalesChannelSave {
  companyId: string;
  type: ShopType;
  shop: string;
  key: string;
  secret: string;
  extras: Record<string, string>;
}

/** Connects a store to a company; a store connected again keeps one record with the new credentials. */
export async function saveSalesChannel(db: Kysely<UmsDB>, c: SalesChannelSave): Promise<SalesChannelRecord> {
  const connectedAt = new Date();
  const values = { shop: c.shop, key: c.key, secret: c.secret, extras: JSON.stringify(c.extras) };
  await db
    .insertInto('sales_channels')
    .values({ company_id: c.companyId, type: c.type, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'type']).doUpdateSet({ ...values, connected_at: connectedAt }))
    .execute();
  return { type: c.type, shop: c.shop, connectedAt: connectedAt.toISOString() };
}
