import ipaddr from 'ipaddr.js';
import { MSG } from './messages.js';
import { isPublicIp } from './publicAddress.js';
import { hasUnsavableText } from './validation.js';

/** What a webhook can be told of: an order's status in OMS, or a lightning (hub) delivery's. */
export const WEBHOOK_EVENT_TYPES = ['omsStatus/update', 'lightningStatus/update'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A company's webhooks at most: each event goes out once per webhook. */
export const WEBHOOKS_PER_COMPANY = 10;
export const WEBHOOK_URL_MAX = 2000;

// At least two labels and a top-level domain of letters: "localhost", "intranet" and the like never pass.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,63}$`, 'i');
/** Names public DNS never answers (RFC 6761, 6762, 8375) though they have a dot. */
const LOCAL_SUFFIX = /\.(localhost|local|internal|localdomain|home\.arpa|test|invalid)$/i;

/**
 * The webhook URL rule as far as the text shows it (the browser and the service's first
 * check): https on the standard port, no credentials, and a public host name or public IP
 * address. What a name resolves to is checked by the service when it is saved and again
 * when each delivery connects.
 */
export function webhookUrlProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return MSG.webhookUrlRequired;
  if (v.length > WEBHOOK_URL_MAX) return `length should not be more than ${WEBHOOK_URL_MAX}`;
  if (hasUnsavableText(v)) return MSG.textUnsavable;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return MSG.urlInvalid;
  }
  if (url.protocol !== 'https:') return MSG.webhookUrlHttps;
  if (url.username || url.password) return MSG.webhookUrlCredentials;
  if (url.port !== '') return MSG.webhookUrlPort;
  // The parser has already turned 127.1 or 0x7f000001 into 127.0.0.1.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host)) return isPublicIp(host) ? null : MSG.webhookUrlPublic;
  if (!HOST_NAME.test(host) || host.length > 253 || LOCAL_SUFFIX.test(host)) return MSG.webhookUrlPublic;
  return null;
}

/** How an event type reads on screen. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'omsStatus/update': 'Order status update',
  'lightningStatus/update': 'Lightning delivery status update',
};
