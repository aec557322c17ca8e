import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from './config.js';

/*
 * Credentials sellers give the product (a store's API secret, a courier's key, a webhook's
 * signing secret) are kept sealed with AES-256-GCM under SECRETS_KEY, so a copy of the
 * database alone does not hand out anyone's stores. Each value has its own random nonce, and
 * the tag makes a tampered value fail to open rather than decrypt to garbage.
 */
const VERSION = 'v1';

const keyBytes = () => createHash('sha256').update(config().secretsKey).digest();

/** A secret as it is stored: `v1.{nonce}.{tag}.{ciphertext}`, base64url parts. */
export function sealSecret(plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(), nonce);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret a sealed value holds; throws if it was not sealed with this key or was altered. */
export function openSecret(sealed: string): string {
  const [version, nonce, tag, data] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || data === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The last characters of a secret, to tell stored credentials apart on screen without showing them. */
export const secretHint = (plain: string) => (plain.length > 8 ? `…${plain.slice(-4)}` : '…');
