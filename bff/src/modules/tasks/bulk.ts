import type { BulkPreviewRecord, BulkPreviewRequest } from '@parcelo/common';
import type { BulkUploadPreviewInput, BulkUploadSaveInput } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import type { WmsBulkKind } from '../../upstream/wms.js';
import { mutate } from '../../errors.js';
import { localId } from '../../relay.js';

/**
 * Which sheet: orders are read by OMS, catalogues, inventory and the admin's WSINs and WSIN
 * mappings by WMS, the admin's COD remittances and shipping adjustments (courier-measured
 * weights) by the invoices service.
 */
type Kind = 'orders' | WmsBulkKind | 'codRemittances' | 'shippingAdjustments';

const request = (input: BulkUploadPreviewInput): BulkPreviewRequest => ({
  file: input.file,
  ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
});

/** A service's preview of a sheet as every bulk screen reads it: rows of cells with their problems. */
export const previewPayload = (preview: BulkPreviewRecord) => ({
  columns: preview.columns,
  rows: preview.rows.map((r) => ({
    rowNumber: r.rowNumber,
    cells: r.cells,
    errors: Object.entries(r.errors).map(([field, message]) => ({ field, message })),
    warnings: Object.entries(r.warnings ?? {}).map(([field, message]) => ({ field, message })),
  })),
  warehouseCodes: preview.warehouseCodes,
  maxRows: preview.maxRows,
  repeatOf: preview.repeatOf ?? null,
});

/** A bulk sheet read and checked by its service, as rows of cells for the editable preview. */
export const bulkUploadPreview = (ctx: Context, kind: Kind, input: BulkUploadPreviewInput) =>
  mutate(
    async () => {
      await ctx.requireViewer();
      const preview = await (kind === 'orders'
        ? ctx.apis.oms.bulkPreview(request(input))
        : kind === 'codRemittances'
          ? ctx.apis.codRemittance.bulkPreview(request(input))
          : kind === 'shippingAdjustments'
            ? ctx.apis.shippingAdjustments.bulkPreview(request(input))
            : ctx.apis.wms.bulkPreview(kind, request(input)));
      return previewPayload(preview);
    },
    { columns: null, rows: null, warehouseCodes: null, maxRows: null, repeatOf: null },
  );

/** Starts the task that does the rows. */
export const bulkUploadSave = (ctx: Context, kind: Kind, input: BulkUploadSaveInput) =>
  mutate(
    async () => {
      await ctx.requireViewer();
      const body = { ...request(input), edits: input.edits, ...(input.confirmRepeat ? { confirmRepeat: true } : {}) };
      const key = input.idempotencyKey;
      const { task } = await (kind === 'orders'
        ? ctx.apis.oms.bulkSave(body, key)
        : kind === 'codRemittances'
          ? ctx.apis.codRemittance.bulkSave(body, key)
          : kind === 'shippingAdjustments'
            ? ctx.apis.shippingAdjustments.bulkSave(body, key)
            : ctx.apis.wms.bulkSave(kind, body, key));
      return { task };
    },
    { task: null },
  );
