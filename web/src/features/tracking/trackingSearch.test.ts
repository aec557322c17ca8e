import { MSG } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './trail';
import {
  normaliseSearchValue,
  parseTrackingRef,
  trackingPath,
  trackingSearchPath,
  trackingSearchRule,
  trackingTarget,
} from './trackingSearch';

const params = (query: string) => new URLSearchParams(query);

describe('the /track/:ref parameter', () => {
  it('is an AWB, or a warehouse tracking id after wh-track', () => {
    expect(parseTrackingRef('AWB123456')).toEqual({ awb: 'AWB123456', trackingId: null });
    expect(parseTrackingRef('wh-track42')).toEqual({ awb: null, trackingId: '42' });
    expect(parseTrackingRef('wh-trackTRK-9')).toEqual({ awb: null, trackingId: 'TRK-9' });
  });

  it('is nothing when empty, and a bare wh-track is read as an AWB', () => {
    expect(parseTrackingRef(undefined)).toBeNull();
    expect(parseTrackingRef('  ')).toBeNull();
    expect(parseTrackingRef('wh-track')).toEqual({ awb: 'wh-track', trackingId: null });
  });

  it('round-trips through a shipment page path', () => {
    expect(trackingPath({ awb: 'AWB 1/2', trackingId: '7' })).toBe('/track/AWB%201%2F2');
    expect(trackingPath({ awb: null, trackingId: '7' })).toBe('/track/wh-track7');
    expect(parseTrackingRef(decodeURIComponent('AWB%201%2F2'))).toEqual({ awb: 'AWB 1/2', trackingId: null });
  });
});

describe('the search', () => {
  it('checks each kind with the shared rules', () => {
    expect(trackingSearchRule('AWB')('  ')).toBe(MSG.awbRequired);
    expect(trackingSearchRule('AWB')('AWB1')).toBeNull();
    expect(trackingSearchRule('MOBILE')('')).toBe(MSG.phoneRequired);
    expect(trackingSearchRule('MOBILE')('98765')).toBe(MSG.phoneInvalid);
    expect(trackingSearchRule('MOBILE')('0987654321')).toBe(MSG.phoneFirstDigit);
    expect(trackingSearchRule('MOBILE')('+91 98765 43210')).toBeNull();
    expect(trackingSearchRule('EMAIL')('buyer@')).toBe(MSG.emailInvalid);
    expect(trackingSearchRule('EMAIL')('buyer@example.in')).toBeNull();
  });

  it('sends a mobile as its 10 digits and the rest trimmed', () => {
    expect(normaliseSearchValue('MOBILE', ' +91 98765-43210 ')).toBe('9876543210');
    expect(normaliseSearchValue('EMAIL', ' Buyer@Example.in ')).toBe('Buyer@Example.in');
    expect(normaliseSearchValue('AWB', ' AWB1 ')).toBe('AWB1');
  });

  it('opens an AWB on its own page and lists a mobile or email', () => {
    expect(trackingSearchPath('AWB', ' AWB1 ')).toBe('/track/AWB1');
    expect(trackingSearchPath('MOBILE', '98765 43210')).toBe('/track?by=MOBILE&value=9876543210');
    expect(trackingSearchPath('EMAIL', 'a+b@example.in')).toBe('/track?by=EMAIL&value=a%2Bb%40example.in');
  });
});

describe('what a /track address asks for', () => {
  it('asks for one shipment by AWB or tracking id', () => {
    expect(trackingTarget('AWB1', params(''))).toEqual({
      variables: { awb: 'AWB1', trackingId: null, single: true, search: false, by: 'AWB', value: '' },
      form: { by: 'AWB', value: 'AWB1', error: null },
      redirectTo: null,
    });
    expect(trackingTarget('wh-track9', params('by=MOBILE&value=9876543210')).variables).toEqual({
      awb: null,
      trackingId: '9',
      single: true,
      search: false,
      by: 'AWB',
      value: '',
    });
  });

  it('searches by a valid mobile or email from the query string', () => {
    const target = trackingTarget(undefined, params('by=MOBILE&value=%2B919876543210'));
    expect(target.variables).toEqual({
      awb: null,
      trackingId: null,
      single: false,
      search: true,
      by: 'MOBILE',
      value: '9876543210',
    });
    expect(target.form).toEqual({ by: 'MOBILE', value: '9876543210', error: null });
    expect(trackingTarget(undefined, params('by=email&value=buyer@example.in')).variables.by).toBe('EMAIL');
  });

  it('does not send a search the API would refuse, and says why', () => {
    const target = trackingTarget(undefined, params('by=MOBILE&value=123'));
    expect(target.variables.search).toBe(false);
    expect(target.form).toEqual({ by: 'MOBILE', value: '123', error: MSG.phoneInvalid });
  });

  it('asks for nothing without a search, and sends an AWB search to its page', () => {
    expect(trackingTarget(undefined, params('')).variables).toMatchObject({ single: false, search: false });
    expect(trackingTarget(undefined, params('by=PHONE&value=1')).form).toEqual({ by: 'AWB', value: '1', error: null });
    expect(trackingTarget(undefined, params('by=AWB&value=AWB1')).redirectTo).toBe('/track/AWB1');
  });
});

describe('the trail', () => {
  it('shows the newest entry first, keeping the order of simultaneous ones', () => {
    const at = (createdAt: string, id: string) => ({ createdAt, id });
    const entries = [at('2025-03-01T10:00:00Z', 'a'), at('2025-03-02T10:00:00Z', 'b'), at('2025-03-02T10:00:00Z', 'c')];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });
});
