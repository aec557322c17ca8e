import { CUSTOM_VEHICLE, FIELD_USER_TYPES, beatVehicleLabel } from '@parcelo/common';
import type { BeatPlanStatus, BeatVehicle, Resolvers } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { GraphQLError } from 'graphql';
import { connectionFrom, fromGlobalId, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';
import { previewPayload } from '../tasks/bulk.js';
import type { BeatPlan } from './models.js';

/** The service's body fields named as the mutations' input fields. */
const FIELDS = {
  companyId: 'company',
  warehouseId: 'warehouse',
  stopId: 'stop',
  beatId: 'beat',
  salesmanId: 'salesman',
};

const STATUS: Record<BeatPlan['status'], BeatPlanStatus> = {
  planning: 'PLANNING',
  planned: 'PLANNED',
  failed: 'FAILED',
};

/** The spec's `{hash}` is no GraphQL name: it is CUSTOM here. */
const vehicleOut = (v: string) => (v === CUSTOM_VEHICLE ? 'CUSTOM' : v) as BeatVehicle;
const vehicleIn = (v: BeatVehicle) => (v === 'CUSTOM' ? CUSTOM_VEHICLE : v) as never;

/** Where browsers fetch a plan's beats workbook, and the orders sheet's template for a brand. */
export const beatsDownloadUrl = (planId: string) => `/files/beats/${planId}/beats.xlsx`;

/** A beat's or a stop's own id from its global one (they are no nodes: a plan is read whole). */
function partId(globalId: string, type: 'Beat' | 'BeatStop'): string {
  const parsed = fromGlobalId(globalId);
  if (parsed?.type !== type)
    throw new GraphQLError(`Not a ${type} id: ${globalId}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.id;
}

const primed = (ctx: Context, plans: BeatPlan[]) => {
  for (const p of plans) ctx.loaders.beatPlan.prime(p.id, p);
  return plans;
};

export const beatResolvers: Resolvers = {
  BeatPlan: {
    id: (p) => toGlobalId('BeatPlan', p.id),
    company: (p, _, ctx) => ctx.loaders.company.load(p.companyId).catch(() => null),
    vehicle: (p) => vehicleOut(p.vehicle),
    vehicleLabel: (p) => beatVehicleLabel(p.vehicle),
    status: (p) => STATUS[p.status],
    task: (p, _, ctx) => (p.taskId ? ctx.loaders.task.load(p.taskId).catch(() => null) : null),
    downloadUrl: (p) => (p.status === 'planned' ? beatsDownloadUrl(p.id) : null),
  },
  Beat: {
    id: (b) => toGlobalId('Beat', b.id),
    salesman: (b, _, ctx) => (b.salesmanId ? ctx.loaders.fieldPerson.load(b.salesmanId).catch(() => null) : null),
  },
  BeatStop: {
    id: (s) => toGlobalId('BeatStop', s.id),
    // Nullable: a shop the caller may not see, or a d2r outage, blanks only the link.
    retailer: (s, _, ctx) => (s.retailerId ? ctx.loaders.storeAddress.load(s.retailerId).catch(() => null) : null),
    // Shown counting from 1.
    position: (s) => s.position + 1,
  },
  FieldPerson: {
    beats: async (p, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      if (p.usertype !== FIELD_USER_TYPES.salesman) return connectionFrom([], 0, window);
      const { beats, totalCount } = await ctx.apis.beats
        .salesmanBeats(listRequest(window, { salesmanId: p.id }))
        .catch(rethrow);
      return connectionFrom(beats, totalCount, window);
    },
  },
  Query: {
    beatPlans: async (_, args, ctx) => {
      await ctx.requireViewer();
      const window = pageWindow(args.first, args.after);
      const { plans, totalCount } = await ctx.apis.beats
        .list({
          records: window.limit,
          page: Math.floor(window.offset / window.limit) + 1,
          ...(args.company ? { company: localId(args.company, 'Company') } : {}),
        } as never)
        .catch(rethrow);
      return connectionFrom(primed(ctx, plans), totalCount, window);
    },
  },
  Mutation: {
    beatPlanCreate: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { plan, task } = await ctx.apis.beats.plan(
            {
              companyId: localId(input.company, 'Company'),
              warehouseId: localId(input.warehouse, 'Warehouse'),
              vehicle: vehicleIn(input.vehicle),
              ...(input.capacityKg != null ? { capacityKg: input.capacityKg } : {}),
              ...(input.capacityLitres != null ? { capacityLitres: input.capacityLitres } : {}),
              beatSize: input.beatSize,
              file: input.file,
            },
            input.idempotencyKey,
          );
          primed(ctx, [plan]);
          return { beatPlan: plan, task };
        },
        { beatPlan: null, task: null },
        { fields: FIELDS },
      ),
    beatBulkUploadPreview: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const preview = await ctx.apis.beats.uploadPreview({
            file: input.file,
            companyId: localId(input.company, 'Company'),
            ...(input.warehouse ? { warehouseId: localId(input.warehouse, 'Warehouse') } : {}),
            ...(input.vehicle ? { vehicle: vehicleIn(input.vehicle) } : {}),
            ...(input.capacityKg != null ? { capacityKg: input.capacityKg } : {}),
            ...(input.capacityLitres != null ? { capacityLitres: input.capacityLitres } : {}),
            ...(input.beatSize != null ? { beatSize: input.beatSize } : {}),
          });
          return previewPayload(preview);
        },
        { columns: null, rows: null, warehouseCodes: null, maxRows: null, repeatOf: null },
        { fields: FIELDS },
      ),
    beatBulkUploadSave: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { task } = await ctx.apis.beats.uploadSave(
            {
              file: input.file,
              edits: input.edits,
              companyId: localId(input.company, 'Company'),
              warehouseId: localId(input.warehouse, 'Warehouse'),
              vehicle: vehicleIn(input.vehicle),
              ...(input.capacityKg != null ? { capacityKg: input.capacityKg } : {}),
              ...(input.capacityLitres != null ? { capacityLitres: input.capacityLitres } : {}),
              beatSize: input.beatSize,
            },
            input.idempotencyKey,
          );
          return { task };
        },
        { task: null },
        { fields: FIELDS },
      ),
    beatStopMove: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { plan } = await ctx.apis.beats.moveStop(partId(input.stop, 'BeatStop'), partId(input.beat, 'Beat'));
          return { beatPlan: primed(ctx, [plan])[0]! };
        },
        { beatPlan: null },
        { fields: FIELDS },
      ),
    beatSalesmanAssign: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { plan } = await ctx.apis.beats.assign(
            partId(input.beat, 'Beat'),
            localId(input.salesman, 'FieldPerson'),
          );
          return { beatPlan: primed(ctx, [plan])[0]! };
        },
        { beatPlan: null },
        { fields: FIELDS },
      ),
  },
};
