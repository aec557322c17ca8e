import {
  D2rCreditNoteRecordSchema,
  D2rCreditNoteRegenerateInput,
  MSG,
  type D2rCreditNoteRecord,
} from '@parcelo/common';
import { answers, ok, serviceApis, z, type ServiceApp, type ServiceContext } from '../../platform/index.js';
import type { WmsDB } from '../db.js';

/**
 * The warehouse team's call to work a D2R credit note out again (after a return is checked in,
 * or the retailer's details change): the D2R books keep the note, so this passes the admin's
 * request on to them, naming the order the note must belong to.
 */
export function creditNoteRoutes(app: ServiceApp, ctx: ServiceContext<WmsDB>) {
  app.get(
    '/wms/inventory/regenerate-credit-note/:orderId/:creditNoteId',
    {
      config: { access: 'admin', adminPermission: 'd2r' },
      schema: {
        params: D2rCreditNoteRegenerateInput,
        response: answers(z.object({ creditNote: D2rCreditNoteRecordSchema })),
      },
    },
    async (request) => {
      await ctx.auth.admin(request);
      const { orderId, creditNoteId } = request.params;
      const { creditNote } = await serviceApis(ctx.urls).invoices.postD2rCreditNotesByIdRegenerate<{
        creditNote: D2rCreditNoteRecord;
      }>({ caller: request, params: { id: creditNoteId }, body: { orderId } });
      return ok({ creditNote }, MSG.d2rCreditNoteRegenerated);
    },
  );
}
