import { MSG, fill, FulfilmentDetailsInput, FulfilmentRecordSchema } from '@parcelo/common';
import { answers, byIdsRoute, ok, z, type ServiceContext, type ServiceApp, answersPage } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import type { OrderOutbox } from '../orders/outbox.js';
import { findAtBench, fulfilmentOf, fulfilmentsByIds, openAtBench, saveDetails, scanItem } from './service.js';

type Ctx = ServiceContext<OmsDB>;

const ListBody = z.object({
  where: z
    .object({
      companyId: z.string().uuid().optional(),
      warehouseId: z.string().uuid().optional(),
      status: z.enum(['PENDING', 'PACKED']).optional(),
      searchValue: z.string().trim().max(100).optional(),
    })
    .default({}),
  pagination: z
    .object({
      records: z.coerce.number().int().min(1).max(300).default(10),
      offset: z.coerce.number().int().min(0).max(100_000_000).default(0),
    })
    .default({ records: 10, offset: 0 }),
});

/** A page of the bench's queue. */
const FindSchema = {
  body: ListBody,
  response: answersPage('fulfilments', FulfilmentRecordSchema),
};

/** One order at the bench, as the scans and the details answer it. */
const OneFulfilment = answers(z.object({ fulfilment: FulfilmentRecordSchema }));

/**
 * Fulfilment packing: the packer scans an order's AWB, then each item; when every
 * item's quantity is scanned the order is packed and its stock leaves the warehouse.
 * The routes check who asks; the service reads and packs the orders.
 */
export function fulfilmentRoutes(app: ServiceApp, ctx: Ctx, outbox: OrderOutbox) {
  benchListRoutes(app, ctx);
  packingRoutes(app, ctx, outbox);
  detailsRoutes(app, ctx);
}

/** The bench's queue and the loaders' batch read. */
function benchListRoutes(app: ServiceApp, ctx: Ctx) {
  app.post('/fulfilment/find', { config: { access: 'member' }, schema: FindSchema }, async (request) => {
    const body = request.body;
    const within = await ctx.auth.reach(request, body.where.companyId);
    return ok(await findAtBench(ctx.db, within, body.where, body.pagination));
  });

  byIdsRoute(
    app,
    '/fulfilment/byIds',
    'fulfilments',
    async (ids, request) => {
      const within = await ctx.auth.reach(request, undefined);
      return fulfilmentsByIds(ctx.db, within, ids);
    },
    { record: FulfilmentRecordSchema },
  );
}

/** The packer's scans: the AWB, then each unit. */
function packingRoutes(app: ServiceApp, ctx: Ctx, outbox: OrderOutbox) {
  /** Step one: the AWB barcode opens its order at the bench, with its lines to scan. */
  app.post(
    '/fulfilment/scan-awb',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({
          awb: z
            .string({ error: fill(MSG.requiredInput, { field: 'AWB' }) })
            .trim()
            .min(1, fill(MSG.requiredInput, { field: 'AWB' }))
            .max(64),
        }),
        response: OneFulfilment,
      },
    },
    async (request) => {
      const within = await ctx.auth.reach(request, undefined);
      const { orderId, message } = await openAtBench(ctx.db, within, request.body.awb);
      return ok(await fulfilmentOf(ctx.db, orderId), message);
    },
  );

  /** Step two: one scan counts one unit; the last unit packs the order and ships its stock out. */
  app.post(
    '/fulfilment/scan-item',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({
          orderId: z.string().uuid(),
          code: z
            .string({ error: fill(MSG.requiredInput, { field: 'Barcode' }) })
            .trim()
            .min(1, fill(MSG.requiredInput, { field: 'Barcode' }))
            .max(100),
        }),
        response: OneFulfilment,
      },
    },
    async (request) => {
      const body = request.body;
      const within = await ctx.auth.reach(request, undefined);
      const message = await scanItem(ctx.db, outbox, within, body);
      return ok(await fulfilmentOf(ctx.db, body.orderId), message);
    },
  );
}

function detailsRoutes(app: ServiceApp, ctx: Ctx) {
  /** Fulfilment details: the label and invoice addresses a packer prints from. */
  app.patch(
    '/fulfilment/:orderId/details',
    {
      config: { access: 'member' },
      schema: {
        body: FulfilmentDetailsInput,
        params: z.object({ orderId: z.string().uuid() }),
        response: OneFulfilment,
      },
    },
    async (request) => {
      const within = await ctx.auth.reach(request, undefined);
      const orderId = await saveDetails(ctx.db, within, request.params.orderId, request.body);
      return ok(await fulfilmentOf(ctx.db, orderId), MSG.fulfilmentSaved);
    },
  );
}
