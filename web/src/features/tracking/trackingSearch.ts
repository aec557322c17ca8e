import { normaliseSearchValue, trackingSearchRule, type TrackingSearchBy } from '@parcelo/common';
import type { Option } from '../../lib/FormField';

/*
 * The public tracking page's address: /track/{awb}, /track/wh-track{id} for a
 * warehouse tracking link, and /track?by=MOBILE|EMAIL&value=… for a buyer's search.
 * react-router cannot match part of a segment, so the one `:ref` parameter is read here.
 */

export { normaliseSearchValue, trackingSearchRule, type TrackingSearchBy } from '@parcelo/common';

export const TRACKING_SEARCH_FIELDS = [
  { value: 'AWB', label: 'AWB' },
  { value: 'MOBILE', label: 'Mobile' },
  { value: 'EMAIL', label: 'Email' },
] as const satisfies readonly (Option & { value: TrackingSearchBy })[];

export const isTrackingSearchBy = (value: string): value is TrackingSearchBy =>
  TRACKING_SEARCH_FIELDS.some((f) => f.value === value);

export const WAREHOUSE_TRACKING_PREFIX = 'wh-track';

export type TrackingRef = { awb: string; trackingId: null } | { awb: null; trackingId: string };

/** The `:ref` of /track/:ref: a warehouse tracking id after `wh-track`, else an AWB. */
export function parseTrackingRef(ref: string | undefined): TrackingRef | null {
  const value = ref?.trim() ?? '';
  if (!value) return null;
  if (value.startsWith(WAREHOUSE_TRACKING_PREFIX) && value.length > WAREHOUSE_TRACKING_PREFIX.length) {
    return { awb: null, trackingId: value.slice(WAREHOUSE_TRACKING_PREFIX.length) };
  }
  return { awb: value, trackingId: null };
}

/** A shipment's own page: by its AWB, or by its warehouse tracking id before it has one. */
export function trackingPath(shipment: {
  readonly awb: string | null | undefined;
  readonly trackingId: string;
}): string {
  return shipment.awb
    ? `/track/${encodeURIComponent(shipment.awb)}`
    : `/track/${WAREHOUSE_TRACKING_PREFIX}${encodeURIComponent(shipment.trackingId)}`;
}

/** Where a search goes: an AWB to its own page, a mobile or email to the list of the buyer's shipments. */
export function trackingSearchPath(by: TrackingSearchBy, raw: string): string {
  const value = normaliseSearchValue(by, raw);
  if (by === 'AWB') return `/track/${encodeURIComponent(value)}`;
  return `/track?${new URLSearchParams({ by, value }).toString()}`;
}

/** The route query's variables; the unused search ones hold placeholders since the API wants them non-null. */
export interface TrackingVariables {
  awb: string | null;
  trackingId: string | null;
  single: boolean;
  search: boolean;
  by: TrackingSearchBy;
  value: string;
}

export interface TrackingTarget {
  variables: TrackingVariables;
  /** What the search box starts with, and the error of a search the URL holds that cannot be sent. */
  form: { by: TrackingSearchBy; value: string; error: string | null };
  /** An AWB searched through the query string has its own page. */
  redirectTo: string | null;
}

const NOTHING: TrackingVariables = { awb: null, trackingId: null, single: false, search: false, by: 'AWB', value: '' };

/** What a /track address asks for. */
export function trackingTarget(ref: string | undefined, params: URLSearchParams): TrackingTarget {
  const parsed = parseTrackingRef(ref);
  if (parsed) {
    return {
      variables: { ...NOTHING, ...parsed, single: true },
      form: { by: 'AWB', value: parsed.awb ?? '', error: null },
      redirectTo: null,
    };
  }
  const rawBy = params.get('by')?.toUpperCase() ?? '';
  const by = isTrackingSearchBy(rawBy) ? rawBy : 'AWB';
  const raw = params.get('value') ?? '';
  if (!isTrackingSearchBy(rawBy) || !raw.trim())
    return { variables: NOTHING, form: { by, value: raw, error: null }, redirectTo: null };
  const error = trackingSearchRule(by)(raw);
  if (error) return { variables: NOTHING, form: { by, value: raw, error }, redirectTo: null };
  const value = normaliseSearchValue(by, raw);
  if (by === 'AWB')
    return { variables: NOTHING, form: { by, value, error: null }, redirectTo: trackingSearchPath(by, value) };
  return { variables: { ...NOTHING, search: true, by, value }, form: { by, value, error: null }, redirectTo: null };
}
