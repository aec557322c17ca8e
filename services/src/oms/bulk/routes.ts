import type { FastifyRequest } from 'fastify';
import {
  BULK_ORDERS,
  BULK_ORDER_COLUMNS,
  BulkPreviewRecordSchema,
  TaskRecordSchema,
  bulkOrderRowErrors,
  orderIdClashes,
  sheetOrderId,
  MSG,
  acceptsOnly,
  type BulkOrderValues,
  type WarehouseRecord,
  CreateOrderInput,
  MAX_PRICE_PAISE,
  plural,
  rupeesToPaise,
} from '@parcelo/common';
import { pincodeProblem } from '@parcelo/common/pincodes';
import {
  BulkPreviewBody,
  BulkSaveBody,
  answers,
  forbidden,
  isAdminType,
  ok,
  previewRecord,
  readStoredSheet,
  serviceApis,
  templateSheet,
  z,
  type JobQueue,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { pickupOf, takenOrderIds } from '../orders/create.js';
import { checkSkus, skuRefusal, skuWarning, type SkuCheck } from '../orders/catalogue.js';
import { ordersBulkWorker, type BulkOrderPayload } from './worker.js';
import type { OrderOutbox } from '../orders/outbox.js';

interface Group {
  key: string;
  rows: { rowNumber: number; values: BulkOrderValues }[];
}

/** Rows sharing an Order ID make one order; its customer and package come from its first row. */
function group(rows: { rowNumber: number; values: BulkOrderValues }[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = sheetOrderId(row.values.orderId) || `row ${row.rowNumber}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, rows: [] }));
    g.rows.push(row);
  }
  return [...groups.values()];
}

/** A group as an order to insert, or the message of its first problem. */
function toOrder(g: Group, warehouses: Map<string, WarehouseRecord>, skus: SkuCheck): BulkOrderPayload | string {
  for (const row of g.rows) {
    const errors = bulkOrderRowErrors(row.values, [...warehouses.keys()], pincodeProblem);
    const unlisted = errors.sku ? undefined : skuRefusal(skus, row.values.sku);
    if (unlisted) errors.sku = unlisted;
    const first = BULK_ORDER_COLUMNS.find((c) => errors[c.key]);
    if (first) return `Row ${row.rowNumber}: ${errors[first.key]}`;
  }
  const [clash] = orderIdClashes(g.rows);
  if (clash) return `Row ${clash[0]}: ${clash[1]}`;
  const head = g.rows[0]!.values;
  const warehouse = warehouses.get(head.warehouseCode.trim().toUpperCase());
  if (!warehouse)
    return `Row ${g.rows[0]!.rowNumber}: ${warehouses.size > 0 ? acceptsOnly([...warehouses.keys()]) : MSG.warehouseGate}`;
  const dims =
    head.length && head.breadth && head.height
      ? { length: Number(head.length), breadth: Number(head.breadth), height: Number(head.height) }
      : null;
  const parsed = CreateOrderInput.safeParse({
    warehouseId: warehouse.id,
    paymentMode: head.paymentMode.trim().toUpperCase(),
    customerEmail: head.email,
    customerPhone: head.phone,
    shippingAddress: {
      firstName: head.firstName,
      lastName: head.lastName,
      addressLine1: head.addressLine1,
      addressLine2: head.addressLine2,
      city: head.city,
      state: head.state,
      pincode: head.pincode,
    },
    items: g.rows.map((r) => ({
      title: r.values.title,
      sku: r.values.sku,
      quantity: r.values.quantity,
      // The sheet's column is rupees; a cell its rule refused is refused again here.
      unitPrice: rupeesToPaise(r.values.unitPrice ?? '', { max: MAX_PRICE_PAISE }) ?? Number.NaN,
    })),
    weight: g.rows.reduce((sum, r) => sum + Number(r.values.weight), 0),
    dimensions: dims,
    shopOrderId: g.key,
  });
  if (!parsed.success) return `Row ${g.rows[0]!.rowNumber}: ${parsed.error.issues[0]!.message}`;
  return { order: { ...parsed.data, shopOrderId: g.key }, pickup: pickupOf(warehouse) };
}

/** The editable preview answers a BulkPreviewRecord (contracts/tasks.ts). */
const PreviewSchema = { body: BulkPreviewBody, response: answers(BulkPreviewRecordSchema) };
/** Saving answers the task started, a TaskRecord (contracts/tasks.ts). */
const SaveSchema = { body: BulkSaveBody, response: answers(z.object({ task: TaskRecordSchema })) };

export function bulkRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>, queue: JobQueue, outbox: OrderOutbox) {
  const worker = ordersBulkWorker(ctx, queue, outbox);

  async function companyOf(request: FastifyRequest, requested: string | undefined) {
    const principal = await ctx.auth.member(request);
    const companyId = isAdminType(principal.userType) ? requested : principal.companyId;
    if (!companyId || (requested && requested !== companyId)) throw forbidden();
    const { warehouses } = await serviceApis(ctx.urls).wms.getCompanyWarehouses<{ warehouses: WarehouseRecord[] }>({
      caller: request,
      query: { companyId },
    });
    // Rows may name only the warehouses the company keeps on for new orders.
    const open = warehouses.filter((w) => w.active);
    return { principal, companyId, warehouses: new Map(open.map((w) => [w.warehouseId.toUpperCase(), w])) };
  }

  /** Every row with its cells' problems (an Order ID already used among them), for the browser's editable preview. */
  app.post(
    '/bulk/orders/preview',
    { config: { access: 'member', adminPermission: 'brandOrders' }, schema: PreviewSchema },
    async (request) => {
      const { principal, companyId, warehouses } = await companyOf(request, request.body.companyId);
      const rows = await readStoredSheet(BULK_ORDERS, principal, request.body.file);
      const codes = [...warehouses.keys()];
      const taken = await takenOrderIds(
        ctx.db,
        companyId,
        rows.map((r) => r.values.orderId),
      );
      const clashes = orderIdClashes(rows);
      const skus = await checkSkus(
        ctx.urls,
        companyId,
        rows.map((r) => r.values.sku),
      );
      const preview = previewRecord(
        BULK_ORDERS,
        rows,
        (r) => {
          const errors = bulkOrderRowErrors(r.values, codes, pincodeProblem);
          // Only a cell with a message gets a key: the preview's errors hold strings, never undefined.
          const orderIdError = errors.orderId
            ? undefined
            : taken.has(sheetOrderId(r.values.orderId))
              ? MSG.orderIdTaken
              : clashes.get(r.rowNumber);
          if (orderIdError) errors.orderId = orderIdError;
          const skuError = errors.sku ? undefined : skuRefusal(skus, r.values.sku);
          if (skuError) errors.sku = skuError;
          return errors;
        },
        codes,
      );
      // Allowed, an unlisted or unmapped SKU is taken, but the seller is told its line blocks no stock.
      if (skus.allowed)
        for (const [i, row] of preview.rows.entries()) {
          const warning = row.errors.sku ? undefined : skuWarning(skus, rows[i]!.values.sku);
          if (warning) row.warnings = { sku: warning };
        }
      return ok(preview);
    },
  );

  /** Starts the durable task; rows that cannot become orders are recorded as failed at once. */
  app.post(
    '/bulk/orders/save',
    { config: { access: 'member', adminPermission: 'brandOrders', idempotent: true }, schema: SaveSchema },
    async (request) => {
      const body = request.body;
      const { principal, companyId, warehouses } = await companyOf(request, body.companyId);
      const groups = group(await readStoredSheet(BULK_ORDERS, principal, body.file, body.edits));
      const skus = await checkSkus(
        ctx.urls,
        companyId,
        groups.flatMap((g) => g.rows.map((r) => r.values.sku)),
      );
      // An Order ID the company has is never a second order: its rows fail at once.
      const taken = await takenOrderIds(
        ctx.db,
        companyId,
        groups.map((g) => g.key),
      );
      const task = await worker.start({
        principal,
        companyId,
        title: `Bulk orders upload: ${plural(groups.length, 'order')}`,
        rows: groups.map((g) => {
          if (taken.has(g.key)) return { key: g.key, failure: MSG.orderIdTaken };
          const outcome = toOrder(g, warehouses, skus);
          return typeof outcome === 'string' ? { key: g.key, failure: outcome } : { key: g.key, payload: outcome };
        }),
      });
      return ok({ task }, 'Upload started');
    },
  );

  app.get(
    '/bulk/orders/template',
    { config: { access: 'member' }, schema: { querystring: z.object({ companyId: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const { warehouses } = await companyOf(request, request.query.companyId);
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="bulk-orders-template.xlsx"');
      return templateSheet(BULK_ORDERS, 'Orders', {
        orderId: 'ORD-1001',
        firstName: 'Anita',
        lastName: 'Desai',
        email: 'anita@example.in',
        phone: '9876501234',
        addressLine1: '12 Carter Road',
        addressLine2: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        paymentMode: 'COD',
        title: 'Masala Chai 250g',
        sku: 'CHAI-MSL-250',
        quantity: 2,
        unitPrice: 249,
        weight: 0.5,
        length: 20,
        breadth: 15,
        height: 10,
        warehouseCode: [...warehouses.keys()][0] ?? 'WH-CODE',
      });
    },
  );
}
