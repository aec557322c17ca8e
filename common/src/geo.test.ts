import { describe, expect, it } from 'vitest';
import { formatKm, haversineKm, haversineMatrix } from './geo.js';

const delhi = { lat: 28.6139, lng: 77.209 };
const mumbai = { lat: 19.076, lng: 72.8777 };

describe('great-circle distance', () => {
  it('puts Delhi about 1,148 km from Mumbai', () => {
    expect(haversineKm(delhi, mumbai)).toBeCloseTo(1148.09, 1);
    expect(formatKm(haversineKm(delhi, mumbai))).toBe('1148.09 km');
  });

  it('is one degree of the equator for one degree of longitude there, zero to itself, and symmetric', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((6371 * Math.PI) / 180, 9);
    expect(haversineKm(delhi, delhi)).toBe(0);
    const matrix = haversineMatrix([delhi, mumbai]);
    expect([...matrix]).toEqual([0, haversineKm(delhi, mumbai), haversineKm(mumbai, delhi), 0]);
  });
});
