import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config, internalKey } from './config.js';

export interface PresignedUpload {
  /** Where the browser PUTs the file, once, with its content type and `If-None-Match: *`, before `expiresAt`. */
  uploadUrl: string;
  /** The stored address: the upload link without its query. */
  storedUrl: string;
  expiresAt: Date;
}

/** A link that shows one private file for a few minutes. */
export interface ReadLink {
  url: string;
  expiresAt: Date;
}

export interface ObjectStore {
  presign(objectKey: string, contentType: string, ttlSeconds: number): Promise<PresignedUpload>;
  /** A short-lived link to a private file, for a caller its service has already let see it. */
  readLink(objectKey: string, ttlSeconds: number): Promise<ReadLink>;
  /** A stored file's bytes, or null when there is none under the key. */
  read(objectKey: string): Promise<{ data: Buffer; contentType: string } | null>;
  /**
   * Makes an uploaded file usable at its stored address once `accept` takes its first bytes
   * (at least `SNIFF_BYTES` of them, or the whole file) and its declared type, answering the
   * type to keep it under or null to refuse it. True when the file is in place (confirmed now
   * or before), false when it was refused and deleted, null when nothing was uploaded.
   */
  confirm(objectKey: string, accept: UploadCheck): Promise<boolean | null>;
  /**
   * Stores a file a service received itself (a driver's delivery photo, checked already), once:
   * false, and nothing changed, when the key holds one.
   */
  write(objectKey: string, data: Buffer, contentType: string): Promise<boolean>;
}

/** The type an upload's first bytes show, when its kind takes it; null to refuse the file. */
export type UploadCheck = (head: Buffer, declaredType: string) => Promise<string | null>;

/**
 * How much of an upload is read to tell its type: enough for an image's or a PDF's magic
 * bytes and for an xlsx sheet's first zip entries.
 */
export const SNIFF_BYTES = 64 * 1024;

/** Uploads anyone may fetch at their stored address: product images, shown on storefronts and channels. */
const PUBLIC_KINDS = ['product_img'];
export const isPublicObject = (objectKey: string) => PUBLIC_KINDS.some((kind) => objectKey.startsWith(`${kind}/`));

const TYPE = '.type';

/**
 * Whether a key has the shape this store hands out: a kind, then plain segments (no `.`/`..`,
 * separators, NULs or percent signs), and not one of the local store's side files.
 */
export const isObjectKey = (objectKey: string) =>
  objectKey.length <= 500 && /^[a-z0-9_]+(\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/.test(objectKey) && !objectKey.endsWith(TYPE);

const withoutQuery = (url: string) => url.split('?')[0]!;

/**
 * Files on local disk under OBJECT_STORE_DIR, served at `/objects/<key>` (the BFF passes
 * that path through to OMS). Links are signed with HMAC: an upload's over key, type and
 * expiry, a read's over key and expiry, each with its own purpose so one is never the other.
 */
export class LocalObjectStore implements ObjectStore {
  private readonly base: string;
  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {
    this.base = resolve(root);
  }

  private signature(purpose: 'put' | 'get', objectKey: string, expires: number, contentType = '') {
    return createHmac('sha256', this.secret)
      .update(`${purpose}\n${objectKey}\n${contentType}\n${expires}`)
      .digest('base64url');
  }

  private genuine(expected: string, given: string | undefined) {
    if (!given) return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  async presign(objectKey: string, contentType: string, ttlSeconds: number): Promise<PresignedUpload> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const url = `/objects/${objectKey}?expires=${expires}&type=${encodeURIComponent(contentType)}&signature=${this.signature('put', objectKey, expires, contentType)}`;
    return { uploadUrl: url, storedUrl: withoutQuery(url), expiresAt: new Date(expires * 1000) };
  }

  async readLink(objectKey: string, ttlSeconds: number): Promise<ReadLink> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return {
      url: `/objects/${objectKey}?expires=${expires}&signature=${this.signature('get', objectKey, expires)}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  private unexpired(expires: number) {
    return Number.isSafeInteger(expires) && expires * 1000 >= Date.now();
  }

  /** Whether an upload's link is genuine, unexpired and for this content type. */
  verify(
    objectKey: string,
    contentType: string,
    query: { expires?: string; type?: string; signature?: string },
  ): boolean {
    const expires = Number(query.expires);
    if (!this.unexpired(expires) || query.type !== contentType) return false;
    return this.genuine(this.signature('put', objectKey, expires, contentType), query.signature);
  }

  /** Whether a read link is genuine and unexpired. */
  verifyRead(objectKey: string, query: { expires?: string; signature?: string }): boolean {
    const expires = Number(query.expires);
    return this.unexpired(expires) && this.genuine(this.signature('get', objectKey, expires), query.signature);
  }

  /** The key's file, or null for a key that would lie outside the store (a sibling folder counts as outside). */
  private path(objectKey: string): string | null {
    if (!isObjectKey(objectKey)) return null;
    const path = resolve(this.base, objectKey);
    return path.startsWith(this.base + sep) ? path : null;
  }

  /**
   * Stores a file once: false, and nothing changed, when the key already holds one. The bytes
   * go to a side file first and are linked into place, so a reader never sees half a file
   * and two PUTs of one link cannot both win.
   */
  async write(objectKey: string, data: Buffer, contentType: string): Promise<boolean> {
    const path = this.path(objectKey);
    if (!path) return false;
    await mkdir(dirname(path), { recursive: true });
    // `~` is outside every key's alphabet, so no key can name a part file.
    const part = `${path}~${randomUUID()}`;
    try {
      await writeFile(part, data);
      await writeFile(`${part}${TYPE}`, contentType);
      try {
        await link(part, path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      }
      await rename(`${part}${TYPE}`, `${path}${TYPE}`);
      return true;
    } finally {
      await Promise.all([rm(part, { force: true }), rm(`${part}${TYPE}`, { force: true })]);
    }
  }

  async read(objectKey: string): Promise<{ data: Buffer; contentType: string } | null> {
    const path = this.path(objectKey);
    if (!path) return null;
    try {
      const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}${TYPE}`, 'utf8')]);
      return { data, contentType };
    } catch {
      return null;
    }
  }

  /** The PUT checked the bytes before writing them, so a stored file is already a confirmed one. */
  async confirm(objectKey: string): Promise<boolean | null> {
    const path = this.path(objectKey);
    if (!path) return null;
    return stat(path).then(
      () => true,
      () => null,
    );
  }
}

/**
 * Where a browser's upload lands in the bucket before its bytes are checked: outside every
 * kind's folder, so no record can name it, and outside the public product image prefix, so
 * the bucket never serves it.
 */
const INCOMING = 'incoming';

/**
 * An S3-compatible bucket (AWS, MinIO, R2…), when S3_BUCKET is configured. The bucket is
 * private but for the product image prefix; uploads are conditional (`If-None-Match: *`, part
 * of the signature), so a replayed link cannot overwrite, and reads are presigned GETs.
 *
 * The browser PUTs straight to the bucket, so nothing checks the bytes on the way in (an HTML
 * page declared image/png would go through). The upload link therefore writes under
 * `incoming/`, and the file reaches its stored address only through `confirm`, which reads its
 * first bytes and copies it into place, or deletes it. Every record and read link names the
 * stored address, so no unchecked file is ever referenced or served.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  constructor(
    private readonly bucket: string,
    region: string | undefined,
    endpoint: string | undefined,
  ) {
    this.client = new S3Client({
      region: region ?? 'ap-south-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    });
  }
  async presign(objectKey: string, contentType: string, ttlSeconds: number): Promise<PresignedUpload> {
    const put = (key: string) =>
      getSignedUrl(
        this.client,
        new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, IfNoneMatch: '*' }),
        { expiresIn: ttlSeconds },
      );
    const [uploadUrl, stored] = await Promise.all([put(`${INCOMING}/${objectKey}`), put(objectKey)]);
    return { uploadUrl, storedUrl: withoutQuery(stored), expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }

  async write(objectKey: string, data: Buffer, contentType: string): Promise<boolean> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Body: data,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412) return false;
      throw err;
    }
  }

  async confirm(objectKey: string, accept: UploadCheck): Promise<boolean | null> {
    const incoming = `${INCOMING}/${objectKey}`;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return true;
    } catch (err) {
      if (!(err instanceof NotFound)) throw err;
    }
    let head: { data: Buffer; contentType: string; etag: string | undefined };
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: incoming, Range: `bytes=0-${SNIFF_BYTES - 1}` }),
      );
      head = {
        data: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
        contentType: object.ContentType ?? '',
        etag: object.ETag,
      };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      // An empty file has no first byte to range over: it is refused like any other without its kind's bytes.
      if ((err as { name?: string }).name !== 'InvalidRange') throw err;
      head = { data: Buffer.alloc(0), contentType: '', etag: undefined };
    }
    const shown = head.contentType ? await accept(head.data, head.contentType) : null;
    if (shown) {
      // Only the bytes just checked are copied: a file put in their place meanwhile fails the copy.
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          CopySource: `${this.bucket}/${incoming.split('/').map(encodeURIComponent).join('/')}`,
          CopySourceIfMatch: head.etag,
          ContentType: shown,
          MetadataDirective: 'REPLACE',
        }),
      );
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: incoming }));
    return shown !== null;
  }
  async readLink(objectKey: string, ttlSeconds: number): Promise<ReadLink> {
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }), {
      expiresIn: ttlSeconds,
    });
    return { url, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  }
  async read(objectKey: string): Promise<{ data: Buffer; contentType: string } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      if (!object.Body) return null;
      return {
        data: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }
}

let shared: ObjectStore | undefined;

/**
 * The uploads' store, one per process: OMS signs the uploads and serves the local store's
 * files, and any service reads what its callers uploaded (a bulk sheet) by key.
 */
export function objectStore(): ObjectStore {
  if (shared) return shared;
  const { s3, objectStoreDir } = config();
  shared = s3
    ? new S3ObjectStore(s3.bucket, s3.region, s3.endpoint)
    : new LocalObjectStore(objectStoreDir, internalKey());
  return shared;
}

/**
 * The folder a caller's uploads of one kind go in: the company's, a salesman's or promoter's
 * own (their account has no company, and one may not name another's photo), or one shared by
 * the staff.
 */
export const uploadFolder = (
  kind: string,
  principal: { companyId?: string | null; userType?: string; userId?: string },
) =>
  principal.userType === 'salesman' || principal.userType === 'promoter'
    ? `${kind}/field-${principal.userId}`
    : `${kind}/${principal.companyId ?? 'admin'}`;

/**
 * The key inside a stored address (`/objects/<key>` locally, the bucket's URL on S3) when
 * it lies in `folder` (a kind and company, or a kind alone for the staff); null otherwise,
 * so one company cannot name another's upload.
 */
export function storedObjectKey(storedUrl: string, folder: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(storedUrl, 'http://stored.invalid').pathname);
  } catch {
    return null;
  }
  const at = path.indexOf(`/${folder}/`);
  if (at < 0) return null;
  const key = path.slice(at + 1);
  return isObjectKey(key) ? key : null;
}

export const newObjectKey = (folder: string, fileName: string) => {
  const safe =
    fileName
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/\.type$/, '-type')
      .slice(-80) || 'file';
  return `${folder}/${new Date().toISOString().slice(0, 10)}/${randomUUID()}-${safe}`;
};
