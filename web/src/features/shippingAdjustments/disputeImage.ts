import { MSG } from '@parcelo/common';

/** The photo types a dispute takes (jpg, jpeg, png, webp). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
/** The upload store's limit. */
const MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen photo cannot be sent, or null: images only, as the upload store takes them. */
export function imageProblem(file: { name: string; type: string; size: number } | null): string | null {
  if (!file) return null;
  if (!IMAGE_TYPES.includes(file.type) || !IMAGE_EXTENSIONS.test(file.name)) return MSG.imagesOnly;
  if (file.size > MAX_BYTES) return 'The photo is larger than 10 MB';
  return null;
}
