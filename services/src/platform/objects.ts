import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config, internalKey } from './config.js';

export interface PresignedUpload {
  /** Where the browser PUTs the file, with its content type, before `expiresAt`. */
  uploadUrl: string;
  /** The stored address: the upload link without its query. */
  storedUrl: string;
  expiresAt: Date;
}

export interface ObjectStore {
  presign(objectKey: string, contentType: string, ttlSeconds: number): Promise<PresignedUpload>;
  /** A stored file's bytes, or null when there is none under the key. */
  read(objectKey: string): Promise<{ data: Buffer; contentType: string } | null>;
}

const withoutQuery = (url: string) => url.split('?')[0]!;

/**
 * Files on local disk under OBJECT_STORE_DIR, served at `/objects/<key>` (the BFF passes
 * that path through to OMS). The link is signed with HMAC over key, type and expiry.
 */
export class LocalObjectStore implements ObjectStore {
  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  private signature(objectKey: string, contentType: string, expires: number) {
    return createHmac('sha256', this.secret).update(`${objectKey}\n${contentType}\n${expires}`).digest('base64url');
  }

  async presign(objectKey: string, contentType: string, ttlSeconds: number): Promise<PresignedUpload> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const url = `/objects/${objectKey}?expires=${expires}&type=${encodeURIComponent(contentType)}&signature=${this.signature(objectKey, contentType, expires)}`;
    return { uploadUrl: url, storedUrl: withoutQuery(url), expiresAt: new Date(expires * 1000) };
  }

  /** Whether an upload's link is genuine, unexpired and for this content type. */
  verify(
    objectKey: string,
    contentType: string,
    query: { expires?: string; type?: string; signature?: string },
  ): boolean {
    const expires = Number(query.expires);
    if (!query.signature || !Number.isFinite(expires) || expires * 1000 < Date.now() || query.type !== contentType)
      return false;
    const expected = Buffer.from(this.signature(objectKey, contentType, expires));
    const given = Buffer.from(query.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private path(objectKey: string) {
    const path = normalize(join(this.root, objectKey));
    if (!path.startsWith(normalize(this.root))) throw new Error('Object key escapes the store');
    return path;
  }

  async write(objectKey: string, data: Buffer, contentType: string) {
    const path = this.path(objectKey);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    await writeFile(`${path}.type`, contentType);
  }

  async read(objectKey: string): Promise<{ data: Buffer; contentType: string } | null> {
    const path = this.path(objectKey);
    try {
      const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { data, contentType };
    } catch {
      return null;
    }
  }
}

/** An S3-compatible bucket (AWS, MinIO, R2…), when S3_BUCKET is configured. */
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
    const uploadUrl = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, ContentType: contentType }),
      { expiresIn: ttlSeconds },
    );
    return { uploadUrl, storedUrl: withoutQuery(uploadUrl), expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
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

/** The folder a caller's uploads of one kind go in: the company's, or one shared by the staff. */
export const uploadFolder = (kind: string, principal: { companyId?: string | null }) =>
  `${kind}/${principal.companyId ?? 'admin'}`;

/**
 * The key inside a stored address (`/objects/<key>` locally, the bucket's URL on S3) when
 * it lies in `folder`; null otherwise, so one company cannot name another's upload.
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
  return key.split('/').some((part) => part === '..' || part === '.') ? null : key;
}

export const newObjectKey = (folder: string, fileName: string) => {
  const safe =
    fileName
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(-80) || 'file';
  return `${folder}/${new Date().toISOString().slice(0, 10)}/${randomUUID()}-${safe}`;
};
