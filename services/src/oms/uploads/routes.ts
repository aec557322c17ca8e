import {
  BULK_SHEET_UPLOAD,
  CSV_TYPE,
  MSG,
  PRICING_SHEET_UPLOAD,
  WEIGHT_DISPUTE_UPLOAD,
  XLSX_TYPE,
  acceptsOnly,
} from '@parcelo/common';
import { fileTypeFromBuffer } from 'file-type';
import {
  LocalObjectStore,
  answers,
  badRequest,
  conflict,
  forbidden,
  isAdminType,
  isObjectKey,
  isPublicObject,
  newObjectKey,
  notFound,
  objectStore,
  ok,
  storedObjectKey,
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
  // A seller's photo of a parcel on the scale, for a weight dispute.
  [WEIGHT_DISPUTE_UPLOAD]: ['image/jpeg', 'image/png', 'image/webp'],
  // A brand's proof of an offline payment into its wallet, opened by the brand and the staff.
  payment_proof: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  // Read by the service the upload is for (orders here, catalogues, stock and pricing at WMS),
  // never served back.
  [BULK_SHEET_UPLOAD]: [XLSX_TYPE],
  [PRICING_SHEET_UPLOAD]: [CSV_TYPE],
} as const;

/**
 * Private files a user may open through a read link: the company's own, or any for the staff.
 * Sheets are not among them: only whoever uploaded a sheet's company reads it, through the
 * preview and save it is for. Product images are public (see `isPublicObject`).
 */
const VIEWABLE = [
  'rto_pod',
  'dto_pod',
  'd2r_payment_collection_proof',
  WEIGHT_DISPUTE_UPLOAD,
  'payment_proof',
] as const;
/**
 * What the local store serves through a signed link: the kinds above, and Lightning drivers'
 * delivery photos, whose links only the hub signs, for those who may see the trip.
 */
const SERVED = [...VIEWABLE, 'delivery_pod'];
export type UploadKey = keyof typeof KEYS;
const isUploadKey = (kind: string): kind is UploadKey => Object.hasOwn(KEYS, kind);

/** What a seller is told when a file is not one its key takes, whether by its declared type or by its content. */
function refusalOf(key: UploadKey): string {
  if (key === 'product_img' || key === WEIGHT_DISPUTE_UPLOAD) return MSG.imagesOnly;
  if (key === BULK_SHEET_UPLOAD) return MSG.xlsxOnly;
  if (key === PRICING_SHEET_UPLOAD) return MSG.csvOnly;
  return acceptsOnly(KEYS[key]);
}

/**
 * The type a file's bytes show, when it is one its key takes; null otherwise, so an HTML page
 * sent as image/png is never stored or served. Binary types are told by their magic bytes (an
 * xlsx sheet by the zip's entries, a PDF by %PDF); a CSV is text, so it must show no binary
 * type. The file is kept under the type it shows: a browser that cannot encode the declared
 * image type (Safari asked for WebP) hands over a PNG, which is served as one.
 */
export async function contentTypeOf(key: UploadKey, data: Buffer, declared: string): Promise<string | null> {
  const sniffed = await fileTypeFromBuffer(data);
  if (declared === CSV_TYPE) return sniffed === undefined ? CSV_TYPE : null;
  return sniffed && (KEYS[key] as readonly string[]).includes(sniffed.mime) ? sniffed.mime : null;
}

const served = (objectKey: string) => SERVED.some((kind) => objectKey.startsWith(`${kind}/`));
const TTL_SECONDS = 10 * 60;
/** Long enough to open the file from the page that asked for it, short enough that a copied link soon dies. */
const READ_TTL_SECONDS = 5 * 60;
const MAX_BYTES = 10 * 1024 * 1024;

/** A file's stored address, once it is in place. */
const Stored = answers(z.object({ storedUrl: z.string() }));

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
        response: answers(z.object({ uploadUrl: z.string(), storedUrl: z.string(), expiresAt: z.date() })),
      },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const body = request.body;
      if (!(KEYS[body.key] as readonly string[]).includes(body.fileType))
        throw badRequest(refusalOf(body.key), 'fileType');
      return ok(
        await store.presign(newObjectKey(uploadFolder(body.key, principal), body.fileName), body.fileType, TTL_SECONDS),
      );
    },
  );

  // A fresh read link to a private upload, for a caller allowed to see it; anyone else's file
  // is answered as missing, like any record of another company.
  app.post(
    '/order/presigned/read',
    {
      config: { access: 'member' },
      schema: {
        body: z.object({ storedUrl: z.string().min(1).max(2000) }),
        response: answers(z.object({ url: z.string(), expiresAt: z.date() })),
      },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const staff = isAdminType(principal.userType);
      if (!staff && !principal.companyId) throw notFound();
      const objectKey = VIEWABLE.map((kind) =>
        storedObjectKey(request.body.storedUrl, staff ? kind : uploadFolder(kind, principal)),
      ).find((key) => key !== null);
      if (!objectKey) throw notFound();
      return ok(await store.readLink(objectKey, READ_TTL_SECONDS));
    },
  );

  // The file of a stored address is usable (named by a record, shown through a read link or,
  // for a product image, public) only once confirmed here: on S3, where the browser's PUT
  // goes straight to the bucket, this is where its first bytes are checked, and a file they
  // do not show to be of its kind is deleted and refused. The local store checked them on PUT.
  app.post(
    '/order/presigned/confirm',
    {
      config: { access: 'member' },
      schema: { body: z.object({ storedUrl: z.string().min(1).max(2000) }), response: Stored },
    },
    async (request) => {
      const principal = await ctx.auth.member(request);
      const objectKey = Object.keys(KEYS)
        .map((kind) => storedObjectKey(request.body.storedUrl, uploadFolder(kind, principal)))
        .find((key) => key !== null);
      const kind = objectKey?.slice(0, objectKey.indexOf('/'));
      if (!objectKey || !kind || !isUploadKey(kind)) throw notFound();
      const key: UploadKey = kind;
      const confirmed = await store.confirm(objectKey, (head, declared) => contentTypeOf(key, head, declared));
      if (confirmed === null) throw notFound();
      if (!confirmed) throw badRequest(refusalOf(key), 'file');
      return ok({ storedUrl: request.body.storedUrl }, 'Uploaded');
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
    // The signed link is the credential: whoever was given it may write that one object, once.
    scope.put<{ Params: { '*': string }; Querystring: Record<string, string> }>(
      '/objects/*',
      { config: { access: 'public' }, schema: { response: Stored } },
      async (request) => {
        const objectKey = request.params['*'];
        if (!isObjectKey(objectKey)) throw notFound();
        const contentType = String(request.headers['content-type'] ?? '');
        if (!local.verify(objectKey, contentType, request.query))
          throw forbidden('This upload link is not valid or has expired.');
        if (!Buffer.isBuffer(request.body) || !request.body.length) throw badRequest(MSG.noFileSelected, 'file');
        // The link was signed for one of the key's types, so only the content is left to check.
        const kind = objectKey.slice(0, objectKey.indexOf('/'));
        if (!isUploadKey(kind)) throw notFound();
        const shown = await contentTypeOf(kind, request.body, contentType);
        if (!shown) throw badRequest(refusalOf(kind), 'file');
        if (!(await local.write(objectKey, request.body, shown)))
          throw conflict('This upload link has already been used. Upload the file again.', 'file');
        return ok({ storedUrl: `/objects/${objectKey}` }, 'Uploaded');
      },
    );
    // Product images are public at their stored address (storefronts and channels show them);
    // any other file needs a read link its service signed for a caller allowed to see it.
    scope.get<{ Params: { '*': string }; Querystring: Record<string, string> }>(
      '/objects/*',
      { config: { access: 'public' } },
      async (request, reply) => {
        const objectKey = request.params['*'];
        if (!isObjectKey(objectKey)) throw notFound();
        const open = isPublicObject(objectKey);
        if (!open && !served(objectKey)) throw notFound();
        if (!open && !local.verifyRead(objectKey, request.query))
          throw forbidden('This link is not valid or has expired.');
        const file = await local.read(objectKey);
        if (!file) throw notFound();
        // A stored file never changes, so a public one may be kept; a private one is not kept anywhere.
        reply
          .type(file.contentType)
          .header('cache-control', open ? 'public, max-age=31536000, immutable' : 'private, no-store');
        return file.data;
      },
    );
  });
}
