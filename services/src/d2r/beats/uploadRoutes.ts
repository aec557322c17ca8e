import type { FastifyRequest } from 'fastify';
import {
  BEATS_MSG,
  BEAT_UPLOAD_SHEET,
  BeatUploadSettings,
  BulkPreviewRecordSchema,
  MSG,
  TaskRecordSchema,
  XLSX_TYPE,
  beatCapacityOf,
  plural,
  type WarehouseRecord,
} from '@parcelo/common';
import {
  BulkPreviewBody,
  BulkSaveBody,
  ServiceError,
  answers,
  badRequest,
  bulkWorker,
  ok,
  previewRecord,
  readStoredSheet,
  serviceApis,
  z,
  type JobQueue,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { D2rDB } from '../db.js';
import { pincodePlace, templateShops } from './service.js';
import {
  applyUploadBatch,
  judgeBeatUpload,
  salesmenOf,
  uploadRowErrors,
  uploadTemplate,
  type UploadPayload,
} from './upload.js';

type Ctx = ServiceContext<D2rDB>;

const d2rAdmin = { access: 'admin', adminPermission: 'd2r' } as const;
const CompanyQuery = z.object({ companyId: z.string({ error: MSG.selectCompany }).uuid(MSG.selectCompany) });

/** The preview may be asked before the page has chosen where from and by what: then only the cells and salesmen are checked. */
const PreviewBody = BulkPreviewBody.extend(BeatUploadSettings.partial().shape);
const SaveBody = BulkSaveBody.extend(BeatUploadSettings.shape);

/**
 * The beats upload: a sheet of beats made already (one stop a row), previewed and fixed by
 * row, then saved by a background task, each beat as a whole: those that pass join one plan,
 * planned as given, and those that fail are named with why. Admins with the D2R permission only.
 */
export function beatUploadRoutes(app: ServiceApp, ctx: Ctx, queue: JobQueue) {
  const worker = bulkWorker({
    db: ctx.db,
    urls: ctx.urls,
    log: ctx.log,
    queue,
    type: BEAT_UPLOAD_SHEET.type,
    run: (job, rows, mark) => applyUploadBatch(ctx.db, job, rows, mark),
    failure: (err) => (err instanceof ServiceError && err.httpStatus < 500 ? err.message : MSG.genericFailure),
  });

  const companyOf = async (request: FastifyRequest, requested: string | undefined) => {
    const principal = await ctx.auth.admin(request);
    if (!requested) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
    return { principal, companyId: requested };
  };

  /** The brand's warehouse the beats leave from, and where: its map point, else its pincode's centre. */
  async function warehouseOf(request: FastifyRequest, companyId: string, warehouseId: string) {
    const { warehouses } = await serviceApis(ctx.urls).wms.getCompanyWarehouses<{ warehouses: WarehouseRecord[] }>({
      caller: request,
      query: { companyId },
    });
    const warehouse = warehouses.find((w) => w.id === warehouseId);
    if (!warehouse) throw badRequest(BEATS_MSG.selectWarehouse, 'warehouseId');
    const depot = warehouse.coordinates ?? pincodePlace(warehouse.address.pincode);
    if (!depot) throw badRequest(BEATS_MSG.warehouseNoPlace, 'warehouseId');
    return { id: warehouse.id, name: warehouse.name, depot };
  }

  const capacityOf = (s: Partial<BeatUploadSettings>) => {
    const capacity = s.vehicle ? beatCapacityOf(s.vehicle, s.capacityKg, s.capacityLitres) : null;
    if (s.vehicle && !capacity) throw badRequest(BEATS_MSG.capacityKg, 'capacityKg');
    return capacity;
  };

  app.post(
    '/d2r/beats/upload/preview',
    { config: d2rAdmin, schema: { body: PreviewBody, response: answers(BulkPreviewRecordSchema) } },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyOf(request, body.companyId);
      const capacity = capacityOf(body);
      const warehouse = body.warehouseId ? await warehouseOf(request, companyId, body.warehouseId) : null;
      const rows = await readStoredSheet(BEAT_UPLOAD_SHEET, principal, body.file);
      const salesmanOf = await salesmenOf(ctx.urls, companyId);
      const plan = warehouse && capacity ? { depot: warehouse.depot, capacity, beatSize: body.beatSize ?? 1 } : null;
      return ok(previewRecord(BEAT_UPLOAD_SHEET, rows, (row) => uploadRowErrors(row, salesmanOf, plan), []));
    },
  );

  /**
   * Starts the task: one row a beat, by its name. A repeat with the same Idempotency-Key gets
   * the first task back, and the beats' ids come from the task, so a sheet is saved once.
   */
  app.post(
    '/d2r/beats/upload/save',
    {
      config: { ...d2rAdmin, idempotent: true },
      schema: { body: SaveBody, response: answers(z.object({ task: TaskRecordSchema })) },
    },
    async (request) => {
      const body = request.body;
      const { principal, companyId } = await companyOf(request, body.companyId);
      const capacity = capacityOf(body)!;
      const warehouse = await warehouseOf(request, companyId, body.warehouseId);
      const rows = await readStoredSheet(BEAT_UPLOAD_SHEET, principal, body.file, body.edits);
      const salesmanOf = await salesmenOf(ctx.urls, companyId);
      const { beats, failed } = judgeBeatUpload(
        rows,
        { depot: warehouse.depot, capacity, beatSize: body.beatSize },
        salesmanOf,
      );
      const plan: UploadPayload['plan'] = {
        companyId,
        warehouseId: warehouse.id,
        warehouseName: warehouse.name,
        depot: warehouse.depot,
        vehicle: body.vehicle,
        capacityKg: capacity.kg,
        capacityLitres: capacity.litres,
        beatSize: body.beatSize,
        createdBy: principal.userId,
        failed,
      };
      const task = await worker.start({
        principal,
        companyId,
        title: `Beats upload: ${plural(beats.length + failed.length, 'beat')}`,
        rows: [
          ...beats.map((beat) => ({ key: beat.name, payload: { plan, beat } satisfies UploadPayload })),
          ...failed.map((f) => ({ key: f.name, failure: f.message })),
        ],
      });
      return ok({ task }, BEATS_MSG.uploadStarted);
    },
  );

  /** The upload's template: two example beats of the brand's Delhi retailers, when it has them. */
  app.get(
    '/d2r/beats/upload/template',
    { config: d2rAdmin, schema: { querystring: CompanyQuery } },
    async (request, reply) => {
      await ctx.auth.admin(request);
      const body = await uploadTemplate(
        await templateShops(ctx.db, request.query.companyId, { limit: 6, delhi: true }),
      );
      reply.type(XLSX_TYPE).header('content-disposition', 'attachment; filename="beats-upload.xlsx"');
      return body;
    },
  );
}
