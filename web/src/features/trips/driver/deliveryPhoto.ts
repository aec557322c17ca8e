import { DELIVERY_PHOTO_MAX_BYTES, MSG } from '@parcelo/common';

/*
 * The delivery photo as the phone sends it. A phone camera's picture is 3-12 MB; drawn again
 * at most 1280 px on its long side as a JPEG it is some 100-400 kB, well under the API's
 * 1.5 MB, and quick to send over a weak signal.
 */

/** The photo's long side at most, in pixels. */
export const PHOTO_LONG_SIDE = 1280;
/** The JPEG qualities tried in turn until the photo fits. */
const QUALITIES = [0.7, 0.55, 0.4];

/** The size to draw a picture at: its own when it is small enough, else scaled to fit, never up. */
export function scaledSize(
  width: number,
  height: number,
  longSide = PHOTO_LONG_SIDE,
): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= longSide || long === 0) return { width, height };
  const ratio = longSide / long;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** How many bytes of image a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Whether a photo of this many bytes is taken by the API, with room to spare. */
export const photoFits = (bytes: number) => bytes <= DELIVERY_PHOTO_MAX_BYTES;

/** The picture decoded; the browser turns it upright (EXIF) as it decodes. */
async function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A picture from the camera as a JPEG data URL at most PHOTO_LONG_SIDE px on its long side.
 * Rejects, with the words to show, what is no picture or cannot be made small enough.
 */
export async function deliveryPhotoDataUrl(file: Blob): Promise<string> {
  let image: HTMLImageElement;
  try {
    image = await decode(file);
  } catch {
    throw new Error(MSG.deliveryPhotoInvalid);
  }
  const size = scaledSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context || size.width === 0) throw new Error(MSG.deliveryPhotoInvalid);
  // JPEG has no transparency: a PNG's clear parts would turn black without a white ground.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  for (const quality of QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.startsWith('data:image/jpeg') && photoFits(dataUrlBytes(dataUrl))) return dataUrl;
  }
  throw new Error(MSG.deliveryPhotoInvalid);
}
