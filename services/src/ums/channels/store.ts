import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { MSG, type SalesChannelConfig, type SalesChannelRecord, type ShopType } from '@parcelo/common';
import { openSecret, sealSecret, secretHint } from '@parcelo/common/secrets';
import { conflict } from '../../platform/index.js';
import type { UmsDB } from '../db.js';

/** A store to connect, or reconnect with new credentials (the OAuth app and the settings form both save here). */
export interface SalesChannelSave {
  companyId: string;
  type: ShopType;
  shop: string;
  key: string;
  secret: string;
  extras: Record<string, string>;
  /** The store itself vouched for the company: Shopify's install, or credentials the store accepted. */
  verified: boolean;
}

export type SalesChannelRow = Selectable<UmsDB['sales_channels']>;

/** A store as its seller sees it: the credentials only as their last characters. */
export const channelRecord = (r: SalesChannelRow): SalesChannelRecord => ({
  id: r.id,
  type: r.type,
  shop: r.shop,
  keyHint: r.key_hint,
  secretHint: r.secret_hint,
  extras: r.extras,
  connectedAt: r.connected_at.toISOString(),
  lastSyncedAt: r.last_synced_at?.toISOString() ?? null,
});

/** A store with its credentials opened, for OMS's sync only. */
export const channelConfig = (r: SalesChannelRow): SalesChannelConfig => ({
  ...channelRecord(r),
  companyId: r.company_id,
  key: openSecret(r.key),
  secret: openSecret(r.secret),
});

/** The sealed columns and hints for a key or secret. */
export const sealedKey = (key: string) => ({ key: sealSecret(key), key_hint: secretHint(key) });
export const sealedSecret = (secret: string) => ({ secret: sealSecret(secret), secret_hint: secretHint(secret) });

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Connects a store to a company; the same store connected again (its address in any case)
 * keeps one record, its id and its sync history, with the new credentials. A store's address
 * belongs to one company at a time: another company holding it refuses the connection (the
 * database's owner index decides between two companies connecting at once), unless this
 * connection is proven by the store and theirs never was, in which case theirs is disconnected.
 */
export async function saveSalesChannel(db: Kysely<UmsDB>, c: SalesChannelSave): Promise<SalesChannelRecord> {
  const now = new Date();
  const values = {
    shop: c.shop,
    ...sealedKey(c.key),
    ...sealedSecret(c.secret),
    extras: JSON.stringify(c.extras),
    verified_at: c.verified ? now : null,
    disconnected_at: null,
  };
  try {
    const row = await db.transaction().execute(async (tx) => {
      if (c.verified) {
        await tx
          .updateTable('sales_channels')
          .set({ disconnected_at: now })
          .where('type', '=', c.type)
          .where(sql<string>`lower(shop)`, '=', c.shop.toLowerCase())
          .where('company_id', '!=', c.companyId)
          .where('verified_at', 'is', null)
          .where('disconnected_at', 'is', null)
          .execute();
      }
      return tx
        .insertInto('sales_channels')
        .values({ id: randomUUID(), company_id: c.companyId, type: c.type, ...values })
        .onConflict((oc) =>
          oc.expression(sql`company_id, type, lower(shop)`).doUpdateSet({ ...values, connected_at: now }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return channelRecord(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.storeTaken, 'shop');
    throw err;
  }
}
