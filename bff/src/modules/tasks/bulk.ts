import type { BulkUploadPreviewInput, BulkUploadSaveInput } from '../../generated/resolvers-types.js';
import type { Context } from '../../context.js';
import { mutate } from '../../errors.js';
import { localId } from '../../relay.js';

type Kind = 'catalogues' | 'inventory';

/** A bulk sheet read and checked by WMS, as rows of cells for the editable preview. */
export const bulkUploadPreview = (ctx: Context, kind: Kind, input: BulkUploadPreviewInput) =>
  mutate(
    async () => {
      await ctx.requireViewer();
      const preview = await ctx.apis.wms.bulkPreview(kind, {
        fileName: input.fileName,
        content: input.contentBase64,
        ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
      });
      return {
        rows: preview.rows.map((r) => ({
          rowNumber: r.rowNumber,
          cells: Object.entries(r.values).map(([key, value]) => ({ key, value })),
          errors: Object.entries(r.errors).map(([field, message]) => ({ field, message })),
        })),
        warehouseCodes: preview.warehouseCodes,
        maxRows: preview.maxRows,
      };
    },
    { rows: null, warehouseCodes: null, maxRows: null },
    { fields: { content: 'contentBase64', file: 'contentBase64' } },
  );

/** Starts the task that does the rows. */
export const bulkUploadSave = (ctx: Context, kind: Kind, input: BulkUploadSaveInput) =>
  mutate(
    async () => {
      await ctx.requireViewer();
      const { task } = await ctx.apis.wms.bulkSave(kind, {
        rows: input.rows.map((r) => ({
          rowNumber: r.rowNumber,
          values: Object.fromEntries(r.cells.map((c) => [c.key, c.value])),
        })),
        ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
      });
      return { task };
    },
    { task: null },
  );
