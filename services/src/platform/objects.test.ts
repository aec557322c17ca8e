import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalObjectStore, isObjectKey, newObjectKey } from './objects.js';

let dir: string;
let store: LocalObjectStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'objects-'));
  store = new LocalObjectStore(join(dir, 'objects'), 'secret');
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the local object store', () => {
  it('never reaches a folder beside its own, however the key is spelt', async () => {
    // A folder whose name only starts with the store's: a prefix test without a separator let it in.
    await mkdir(join(dir, 'objects-evil'), { recursive: true });
    await writeFile(join(dir, 'objects-evil', 'x.png'), 'secret');
    await writeFile(join(dir, 'objects-evil', 'x.png.type'), 'image/png');
    for (const key of [
      '../objects-evil/x.png',
      'product_img/../../objects-evil/x.png',
      'product_img/a/..',
      '/etc/passwd',
      'product_img/a\0.png',
      'product_img/a%2f..%2fb',
      'product_img\\..\\x',
      'product_img//x',
      'product_img/x.png.type',
      'product_img',
      '',
    ]) {
      expect(isObjectKey(key), key).toBe(false);
      expect(await store.read(key)).toBeNull();
      expect(await store.write(key, Buffer.from('y'), 'image/png')).toBe(false);
    }
    expect(await readFile(join(dir, 'objects-evil', 'x.png'), 'utf8')).toBe('secret');
  });

  it('stores a key once; a second write changes nothing', async () => {
    const key = newObjectKey('rto_pod/c1', 'POD.png');
    expect(await store.write(key, Buffer.from('first'), 'image/png')).toBe(true);
    expect(await store.write(key, Buffer.from('second'), 'application/pdf')).toBe(false);
    expect(await store.read(key)).toEqual({ data: Buffer.from('first'), contentType: 'image/png' });
  });

  it('honours a read link until it expires, and never as an upload link or for another key', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const key = 'rto_pod/c1/2026-03-01/a-pod.png';
    const read = query((await store.readLink(key, 300)).url);
    expect(store.verifyRead(key, read)).toBe(true);
    expect(store.verifyRead('rto_pod/c1/2026-03-01/b-pod.png', read)).toBe(false);
    expect(store.verify(key, '', { ...read, type: '' })).toBe(false);
    const upload = query((await store.presign(key, 'image/png', 600)).uploadUrl);
    expect(store.verifyRead(key, upload)).toBe(false);
    vi.setSystemTime(new Date('2026-03-01T10:05:01Z'));
    expect(store.verifyRead(key, read)).toBe(false);
  });

  it('names a file so no key is one of its side files', () => {
    expect(newObjectKey('rto_pod/c1', 'notes.type')).toMatch(/-notes-type$/);
    expect(isObjectKey(newObjectKey('rto_pod/c1', '../../Ünïcode %00 name.PNG'))).toBe(true);
  });
});
