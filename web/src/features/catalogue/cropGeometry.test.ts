import { PRODUCT_IMAGE_ASPECT } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  arrowKeyMove,
  baseCropSize,
  clampCrop,
  displayScale,
  initialCrop,
  MAX_ZOOM,
  moveCrop,
  outputSize,
  zoomCrop,
  zoomOf,
} from './cropGeometry';

const ASPECT = PRODUCT_IMAGE_ASPECT;
const tall = { width: 900, height: 1200 };
const wide = { width: 4000, height: 1000 };

describe('crop geometry', () => {
  it('uses aspect ratio 3: width three times the height', () => {
    expect(ASPECT).toBe(3);
  });

  it('starts from the largest 3:1 box the image holds, centred', () => {
    expect(baseCropSize(tall, ASPECT)).toEqual({ width: 900, height: 300 });
    expect(baseCropSize(wide, ASPECT)).toEqual({ width: 3000, height: 1000 });
    expect(initialCrop(tall, ASPECT)).toEqual({ x: 0, y: 450, width: 900, height: 300 });
    expect(initialCrop(wide, ASPECT)).toEqual({ x: 500, y: 0, width: 3000, height: 1000 });
  });

  it('keeps the aspect at every zoom and zooms about the centre', () => {
    const start = initialCrop(tall, ASPECT);
    const zoomed = zoomCrop(start, tall, ASPECT, 2);
    expect(zoomed.width / zoomed.height).toBeCloseTo(ASPECT);
    expect(zoomed).toEqual({ x: 225, y: 525, width: 450, height: 150 });
    expect(zoomOf(zoomed, tall, ASPECT)).toBeCloseTo(2);
    expect(zoomCrop(zoomed, tall, ASPECT, 1)).toEqual(start);
  });

  it('limits zoom to its range', () => {
    const start = initialCrop(wide, ASPECT);
    expect(zoomCrop(start, wide, ASPECT, 0.2).width).toBe(3000);
    expect(zoomCrop(start, wide, ASPECT, 99).width).toBeCloseTo(3000 / MAX_ZOOM);
    expect(zoomCrop(start, wide, ASPECT, Number.NaN).width).toBe(3000);
  });

  it('moves the box but never past the image edges', () => {
    const start = zoomCrop(initialCrop(tall, ASPECT), tall, ASPECT, 2);
    expect(moveCrop(start, tall, 100, -50)).toEqual({ x: 325, y: 475, width: 450, height: 150 });
    expect(moveCrop(start, tall, -10_000, 10_000)).toEqual({ x: 0, y: 1050, width: 450, height: 150 });
    expect(clampCrop({ x: -5, y: -5, width: 2000, height: 500 }, tall)).toEqual({
      x: 0,
      y: 0,
      width: 900,
      height: 500,
    });
  });

  it('zooming out near an edge pulls the box back inside', () => {
    const nearEdge = moveCrop(zoomCrop(initialCrop(tall, ASPECT), tall, ASPECT, 3), tall, 10_000, 10_000);
    const out = zoomCrop(nearEdge, tall, ASPECT, 1);
    expect(out.x).toBe(0);
    expect(out.y + out.height).toBeLessThanOrEqual(tall.height);
  });

  it('moves 1% per arrow key, 10% with Shift, and ignores other keys', () => {
    expect(arrowKeyMove('ArrowRight', tall, false)).toEqual({ dx: 9, dy: 0 });
    expect(arrowKeyMove('ArrowUp', tall, true)).toEqual({ dx: 0, dy: -120 });
    expect(arrowKeyMove('Enter', tall, false)).toBeNull();
  });

  it('outputs the exact aspect, at most 1800 wide', () => {
    expect(outputSize({ x: 0, y: 0, width: 900, height: 300 }, ASPECT)).toEqual({ width: 900, height: 300 });
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 1000 }, ASPECT)).toEqual({ width: 1800, height: 600 });
    expect(outputSize({ x: 0, y: 0, width: 100.4, height: 33.5 }, ASPECT)).toEqual({ width: 100, height: 33 });
  });

  it('fits the image on screen without enlarging it', () => {
    expect(displayScale(tall, { width: 600, height: 400 })).toBeCloseTo(1 / 3);
    expect(displayScale({ width: 300, height: 100 }, { width: 600, height: 400 })).toBe(1);
  });
});
