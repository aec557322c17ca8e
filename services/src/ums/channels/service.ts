import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  CHANNEL_EXTRAS,
  MSG,
  SALES_CHANNELS_MAX,
  type IntegrateChannelInput,
  type ShopType,
  type UpdateChannelInput,
  type WarehouseRecord,
  channelExtrasProblems,
  cleanChannelExtras,
  fill,
} from '@parcelo/common';
import { badRequest, notFound, serviceApis, type ServiceUrls, type z } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { invoicingComplete } from '../records.js';
import { channelConfig, channelRecord, saveSalesChannel, sealedKey, sealedSecret } from './store.js';
import { checkShopifyCredentials } from './verify.js';

type Db = Kysely<UmsDB>;

/** A store another company took over keeps its row, disconnected: no list or read shows it. */
const connected = (db: Db, companyId: string) =>
  db.selectFrom('sales_channels').selectAll().where('company_id', '=', companyId).where('disconnected_at', 'is', null);

/** The extras a seller does not edit: any beyond the channel settings sellers give. */
const productExtras = (extras: Record<string, string>) =>
  Object.fromEntries(Object.entries(extras).filter(([name]) => !(CHANNEL_EXTRAS as readonly string[]).includes(name)));

/**
 * Why the company cannot connect a store yet, or null: the invoicing rule, then a warehouse.
 * WMS is asked with the caller's session, so it answers for the warehouses the caller sees.
 */
export async function integrateBlocker(db: Db, urls: ServiceUrls, caller: FastifyRequest, companyId: string) {
  const company = await db
    .selectFrom('companies')
    .select('invoicing')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (!invoicingComplete(company.invoicing)) return MSG.invoicingGate;
  const { warehouses } = await serviceApis(urls).wms.getCompanyWarehouses<{ warehouses: WarehouseRecord[] }>({
    caller,
  });
  // A company whose warehouses are all switched off for new orders is told so, not sent to the warehouse team.
  if (warehouses.some((w) => w.active)) return null;
  return warehouses.length ? MSG.noActiveWarehouse : MSG.warehouseGate;
}

/** The seller's own stores: listing, connecting, changing and disconnecting them. */
function sellerChannelService(db: Db, urls: ServiceUrls) {
  return {
    /** The company's connected stores, by type then address. */
    async list(companyId: string) {
      const rows = await connected(db, companyId)
        .orderBy('type')
        .orderBy(({ fn }) => fn('lower', ['shop']))
        .limit(SALES_CHANNELS_MAX)
        .execute();
      return rows.map(channelRecord);
    },

    /** A store can be integrated only with an active warehouse and valid invoicing details. */
    async integrate(caller: FastifyRequest, companyId: string, body: z.output<typeof IntegrateChannelInput>) {
      const blocker = await integrateBlocker(db, urls, caller, companyId);
      if (blocker) throw badRequest(blocker, null, 'NOT_ALLOWED');
      const { count } = await db
        .selectFrom('sales_channels')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .where('disconnected_at', 'is', null)
        .where(({ fn }) => fn('lower', ['shop']), '!=', body.shop.toLowerCase())
        .executeTakeFirstOrThrow();
      if (Number(count) >= SALES_CHANNELS_MAX)
        throw badRequest(fill(MSG.channelLimit, { n: SALES_CHANNELS_MAX }), null, 'NOT_ALLOWED');
      // A Shopify store is the company's only if the store takes the access token given for it.
      const verified = body.type === 'shopify';
      if (verified) await checkShopifyCredentials(body.shop, body.secret);
      return saveSalesChannel(db, {
        companyId,
        type: body.type as ShopType,
        shop: body.shop,
        key: body.key,
        secret: body.secret,
        extras: cleanChannelExtras(body.type, body.extras),
        verified,
      });
    },

    /** New credentials or extras for a store; a blank key or secret keeps the stored one. */
    async update(companyId: string, id: string, body: z.output<typeof UpdateChannelInput>) {
      const row = await db
        .selectFrom('sales_channels')
        .select(['id', 'type', 'shop', 'extras'])
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .where('disconnected_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw notFound();
      const [problem] = channelExtrasProblems(row.type, body.extras);
      if (problem) throw badRequest(problem.message, problem.field, problem.code);
      // A new access token must open this very store, as when it was connected, or another
      // store's token would sit under this one's address.
      if (row.type === 'shopify' && body.secret) await checkShopifyCredentials(row.shop, body.secret);
      const updated = await db
        .updateTable('sales_channels')
        .set({
          ...(body.key ? sealedKey(body.key) : {}),
          ...(body.secret ? sealedSecret(body.secret) : {}),
          // What the product itself keeps in extras (the scopes a Shopify app was granted) stays.
          extras: JSON.stringify({ ...productExtras(row.extras), ...cleanChannelExtras(row.type, body.extras) }),
        })
        .where('id', '=', row.id)
        .where('company_id', '=', companyId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return channelRecord(updated);
    },

    /** Disconnects a store: its orders stay, and no more are pulled from it. Answers its id. */
    async disconnect(companyId: string, id: string) {
      const gone = await db
        .deleteFrom('sales_channels')
        .where('id', '=', id)
        .where('company_id', '=', companyId)
        .returning('id')
        .executeTakeFirst();
      if (!gone) throw notFound();
      return gone.id;
    },
  };
}

/** OMS's reads of stores with their credentials, and its record of each sync. */
function syncChannelService(db: Db) {
  return {
    /** A company's connected stores of one type with their credentials, oldest first. */
    async configsOfType(companyId: string, type: ShopType) {
      const rows = await connected(db, companyId).where('type', '=', type).orderBy('connected_at').execute();
      return rows.map(channelConfig);
    },

    /** One connected store with its credentials, only if it is the company's. */
    async configOf(companyId: string, id: string) {
      const row = await connected(db, companyId).where('id', '=', id).executeTakeFirst();
      return row ? channelConfig(row) : null;
    },

    /** Records a store's last sync; the store comes back without its credentials, or null if not connected. */
    async markSynced(companyId: string, id: string) {
      const row = await db
        .updateTable('sales_channels')
        // The store gave its orders for these credentials: it vouches for the company.
        .set({ last_synced_at: new Date(), verified_at: sql`coalesce(verified_at, now())` })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('disconnected_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? channelRecord(row) : null;
    },
  };
}

/** Sales channels: which stores a company pulls orders from. */
export function channelService(db: Db, urls: ServiceUrls) {
  return { ...sellerChannelService(db, urls), ...syncChannelService(db) };
}

export type ChannelService = ReturnType<typeof channelService>;
