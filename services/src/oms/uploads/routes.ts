import { BULK_SHEET_UPLOAD, CSV_TYPE, MSG, PRICING_SHEET_UPLOAD, XLSX_TYPE, acceptsOnly } from '@parcelo/common';
import {
  LocalObjectStore,
  badRequest,
  forbidden,
  newObjectKey,
  notFound,
  objectStore,
  ok,
  uploadFolder,
  z,
  type ServiceContext,
  type ServiceApp,
} from '../../platform/index.js';
import type { OmsDB } from '../db.js';

/** The upload keys and what each may hold. */
const KEYS = {
  rto_pod: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  dto_pod: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  product_img: ['image/jpeg', 'image/png', 'image/webp'],
  d2r_payment_collection_proof: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  // Read by the service the upload is for (orders here, catalogues, stock and pricing at WMS),
  // never served back.
  [BULK_SHEET_UPLOAD]: [XLSX_TYPE],
  [PRICING_SHEET_UPLOAD]: [CSV_TYPE],
} as const;

/** Only whoever uploaded a sheet's company reads it, through the preview and save it is for. */
const served = (objectKey: string) =>
  ![BULK_SHEET_UPLOAD, PRICING_SHEET_UPLOAD].some((kind) => objectKey.startsWith(`${kind}/`));
const TTL_SECONDS = 10 * 60;
const MAX_BYTES = 10 * 1024 * 1024;

export function uploadRoutes(app: ServiceApp, ctx: ServiceContext<OmsDB>) {
  const store = objectStore();

  app.post(
    '/order/presigned',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({
          key: z.enum(Object.keys(KEYS) as [keyof typeof KEYS, ...(keyof typeof KEYS)[]], {
            error: acceptsOnly(Object.keys(KEYS)),
          }),
          fileType: z.string().min(1),
          fileName: z.string().min(1).max(200),
          metadata: z.record(z.string(), z.unknown()).optional(),
        }),
      },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const body = request.body;
      if (!(KEYS[body.key] as readonly string[]).includes(body.fileType)) {
        throw badRequest(
          body.key === 'product_img'
            ? 'Only images are allowed'
            : body.key === BULK_SHEET_UPLOAD
              ? MSG.xlsxOnly
              : body.key === PRICING_SHEET_UPLOAD
                ? MSG.csvOnly
                : acceptsOnly(KEYS[body.key]),
          'fileType',
        );
      }
      return ok(
        await store.presign(newObjectKey(uploadFolder(body.key, principal), body.fileName), body.fileType, TTL_SECONDS),
      );
    },
  );

  if (!(store instanceof LocalObjectStore)) return;
  const local = store;

  // The local store's own endpoints: a signed PUT writes, and the stored address reads.
  // In their own scope, so the raw-body parser applies to these routes only.
  app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    // The signed link is the credential: whoever was given it may write that one object.
    scope.put<{ Params: { '*': string }; Querystring: Record<string, string> }>(
      '/objects/*',
      { config: { access: 'public' } },
      async (request) => {
        const objectKey = request.params['*'];
        const contentType = String(request.headers['content-type'] ?? '');
        if (!local.verify(objectKey, contentType, request.query))
          throw forbidden('This upload link is not valid or has expired.');
        if (!Buffer.isBuffer(request.body) || !request.body.length) throw badRequest(MSG.noFileSelected, 'file');
        await local.write(objectKey, request.body, contentType);
        return ok({ storedUrl: `/objects/${objectKey}` }, 'Uploaded');
      },
    );
    // Stored addresses carry a random key and are shown where their record is (a brand's logo
    // on its public tracking page among them).
    scope.get<{ Params: { '*': string } }>('/objects/*', { config: { access: 'public' } }, async (request, reply) => {
      const objectKey = request.params['*'];
      const file = served(objectKey) ? await local.read(objectKey) : null;
      if (!file) throw notFound();
      reply.type(file.contentType).header('cache-control', 'private, max-age=86400');
      return file.data;
    });
  });
}
