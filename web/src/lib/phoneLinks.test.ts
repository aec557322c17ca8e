import { describe, expect, it } from 'vitest';
import { directionsLink, telLink } from './phoneLinks';

describe('phone links', () => {
  it('dials an Indian number with +91', () => {
    expect(telLink('98765 43210')).toBe('tel:+919876543210');
    expect(telLink('+919876543210')).toBe('tel:+919876543210');
  });

  it('opens directions to the place', () => {
    expect(directionsLink({ lat: 28.6139, lng: 77.209 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.6139,77.209',
    );
  });
});
