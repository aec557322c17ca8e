/*
 * The product image crop (aspect ratio 3, width three times the height), as plain
 * geometry in the image's own pixels. The crop box keeps the aspect; zoom 1 is the
 * largest such box the image holds, zoom 2 a box half as wide, and so on. The screen
 * draws the image scaled down; `displayScale` converts between the two.
 */

export interface Size {
  width: number;
  height: number;
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The widest image uploaded; a larger crop is scaled down to it. */
export const MAX_OUTPUT_WIDTH = 1800;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest box of the aspect that fits in the image (zoom 1). */
export function baseCropSize(image: Size, aspect: number): Size {
  if (image.width / image.height >= aspect) return { width: image.height * aspect, height: image.height };
  return { width: image.width, height: image.width / aspect };
}

/** The box moved (never resized) so it lies inside the image. */
export function clampCrop(crop: CropRect, image: Size): CropRect {
  const width = Math.min(crop.width, image.width);
  const height = Math.min(crop.height, image.height);
  return {
    x: clamp(crop.x, 0, image.width - width),
    y: clamp(crop.y, 0, image.height - height),
    width,
    height,
  };
}

/** Where the crop starts: the zoom-1 box, centred. */
export function initialCrop(image: Size, aspect: number): CropRect {
  const { width, height } = baseCropSize(image, aspect);
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height };
}

/** How far the box is zoomed in, from MIN_ZOOM to MAX_ZOOM. */
export function zoomOf(crop: CropRect, image: Size, aspect: number): number {
  return clamp(baseCropSize(image, aspect).width / crop.width, MIN_ZOOM, MAX_ZOOM);
}

/** The box at another zoom, about the same centre, kept inside the image. */
export function zoomCrop(crop: CropRect, image: Size, aspect: number, zoom: number): CropRect {
  const base = baseCropSize(image, aspect);
  const z = clamp(Number.isFinite(zoom) ? zoom : MIN_ZOOM, MIN_ZOOM, MAX_ZOOM);
  const width = base.width / z;
  const height = base.height / z;
  const cx = crop.x + crop.width / 2;
  const cy = crop.y + crop.height / 2;
  return clampCrop({ x: cx - width / 2, y: cy - height / 2, width, height }, image);
}

/** The box moved by (dx, dy) image pixels, stopping at the image's edges. */
export function moveCrop(crop: CropRect, image: Size, dx: number, dy: number): CropRect {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image);
}

/**
 * The move an arrow key makes: 1% of the image's side, 10% with Shift. Null for other
 * keys, which the crop area leaves alone.
 */
export function arrowKeyMove(key: string, image: Size, large: boolean): { dx: number; dy: number } | null {
  const fraction = large ? 0.1 : 0.01;
  const stepX = Math.max(1, image.width * fraction);
  const stepY = Math.max(1, image.height * fraction);
  switch (key) {
    case 'ArrowLeft':
      return { dx: -stepX, dy: 0 };
    case 'ArrowRight':
      return { dx: stepX, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -stepY };
    case 'ArrowDown':
      return { dx: 0, dy: stepY };
    default:
      return null;
  }
}

/** The uploaded image's size: the crop's own pixels, at most MAX_OUTPUT_WIDTH wide, in the exact aspect. */
export function outputSize(crop: CropRect, aspect: number, maxWidth = MAX_OUTPUT_WIDTH): Size {
  const width = Math.max(aspect, Math.round(Math.min(crop.width, maxWidth)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

/** The scale that fits the whole image in the on-screen area, never enlarging it. */
export function displayScale(image: Size, area: Size): number {
  return Math.min(1, area.width / image.width, area.height / image.height);
}
