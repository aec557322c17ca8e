import type { FastifyInstance } from 'fastify';
import { MSG, TRACKING_LINKS_MAX, colourRule, linkNameRule, linkUrlRule, logoUrlRule } from '@parcelo/common';
import { field, notFound, ok, parse, z, type ServiceContext } from '../../platform/index.js';
import type { UmsDB } from '../db.js';
import { companyRecord } from '../records.js';

const TrackingPageBody = z.object({
  primaryColor: field('Primary colour', colourRule).transform((v) => v.toUpperCase()),
  headerFontColor: field('Header font colour', colourRule).transform((v) => v.toUpperCase()),
  headerLogoUrl: z
    .string()
    .trim()
    .nullish()
    .superRefine((v, c) => {
      const problem = v ? logoUrlRule(v) : null;
      if (problem) c.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v || null),
  links: z.array(z.object({ linkName: field('Link name', linkNameRule), linkURL: field('Link URL', linkUrlRule) })).max(TRACKING_LINKS_MAX, MSG.trackingLinksMax),
});

/** Settings > Tracking Page, and the look public pages read for a company. */
export function trackingPageRoutes(app: FastifyInstance, ctx: ServiceContext<UmsDB>) {
  const { db } = ctx;

  app.put('/ums/profile/seller/tracking-page', async (request) => {
    const principal = await ctx.auth.member(request);
    if (!principal.companyId) throw notFound();
    const page = parse(TrackingPageBody, request.body);
    const row = await db
      .updateTable('companies')
      .set({ tracking_page: JSON.stringify(page), updated_at: new Date() })
      .where('id', '=', principal.companyId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok({ company: companyRecord(row) }, MSG.trackingPageSaved);
  });

  /** Public: only a company's name and tracking page look, for the pages buyers open. */
  app.post('/ums/tracking-page/brands', async (request) => {
    const { companyIds } = parse(z.object({ companyIds: z.array(z.string().uuid()).max(100) }), request.body);
    if (!companyIds.length) return ok({ brands: [] });
    const rows = await db.selectFrom('companies').selectAll().where('id', 'in', companyIds).execute();
    return ok({ brands: rows.map((r) => ({ companyId: r.id, name: r.name, page: companyRecord(r).trackingPage })) });
  });
}
