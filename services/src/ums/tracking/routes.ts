import {
  BY_IDS_MAX,
  CompanyRecordSchema,
  MSG,
  TrackingPageInput,
  TrackingPageLookSchema,
  type TrackingBrandRecord,
} from '@parcelo/common';
import { answers, notFound, ok, z, type ServiceContext, type ServiceApp } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { companyRecord } from '../records.js';

/** A company's name and tracking page look, as public pages show them. */
const TrackingBrandSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  page: TrackingPageLookSchema,
}) satisfies z.ZodType<TrackingBrandRecord>;

/** Settings > Tracking Page, and the look public pages read for a company. */
export function trackingPageRoutes(app: ServiceApp, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.put(
    '/ums/profile/seller/tracking-page',
    {
      config: { access: 'member' },
      schema: { body: TrackingPageInput, response: answers(z.object({ company: CompanyRecordSchema })) },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      if (!principal.companyId) throw notFound();
      const page = request.body;
      const row = await db
        .updateTable('companies')
        .set({ tracking_page: JSON.stringify(page), updated_at: new Date() })
        .where('id', '=', principal.companyId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok({ company: companyRecord(row) }, MSG.trackingPageSaved);
    },
  );

  /** Public: only a company's name and tracking page look, for the pages buyers open. */
  app.post(
    '/ums/tracking-page/brands',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({ companyIds: z.array(z.string().uuid()).max(BY_IDS_MAX) }),
        response: answers(z.object({ brands: z.array(TrackingBrandSchema) })),
      },
    },
    async (request) => {
      const { companyIds } = request.body;
      if (!companyIds.length) return ok({ brands: [] });
      const rows = await db.selectFrom('companies').selectAll().where('id', 'in', companyIds).execute();
      return ok({ brands: rows.map((r) => ({ companyId: r.id, name: r.name, page: companyRecord(r).trackingPage })) });
    },
  );
}
