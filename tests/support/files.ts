/** Files whose bytes are what they say, as the upload store checks them. */

/** A whole 1×1 PNG. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The start of a JPEG (JFIF) and of a WebP image, as far as their type shows. */
export const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
export const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(24)]);

/** A PDF's first bytes, then whatever fills it. */
export const pdf = (body = '') => Buffer.from(`%PDF-1.4\n${body}`);
