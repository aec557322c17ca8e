import type { LatLng } from '@parcelo/common';

/*
 * How the phone pages (the driver's, the field team's) link out of Parcelo: a number to dial,
 * and the way to a shop or a buyer in the phone's maps app.
 */

/** A phone as a link the phone dials; 10 digits are India's (+91). */
export function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\d{10}$/.test(digits) ? `tel:+91${digits}` : `tel:${digits}`;
}

/** Directions from where the phone is to a place, in Google Maps (the app on a phone). */
export const directionsLink = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
