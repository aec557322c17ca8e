import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretHint } from './secrets.js';

describe('sealed secrets', () => {
  it('opens what it sealed, with a new nonce each time', () => {
    const a = sealSecret('shpat_1234567890');
    const b = sealSecret('shpat_1234567890');
    expect(a).not.toEqual(b);
    expect(a).not.toContain('shpat');
    expect(openSecret(a)).toBe('shpat_1234567890');
    expect(openSecret(sealSecret(''))).toBe('');
  });

  it('refuses a value altered or never sealed', () => {
    const sealed = sealSecret('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other!').toString('base64url');
    expect(() => openSecret(parts.join('.'))).toThrow();
    expect(() => openSecret('plain text')).toThrow('Not a sealed secret');
  });

  it('hints at a secret by its last characters only', () => {
    expect(secretHint('shpat_abcdef123456')).toBe('…3456');
    expect(secretHint('short')).toBe('…');
  });
});
