import { randomUUID } from 'node:crypto';

/**
 * The header that carries one request's id from the proxy through the BFF to every service it
 * reaches, and back to the client: each of them logs its lines for that request with it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id given from outside may be: a short token, safe on a log line and in a header. */
const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id as given when it is a sane token; anything else (too long, spaces, repeated headers) is not one. */
export const saneRequestId = (value: unknown): string | undefined =>
  typeof value === 'string' && SANE.test(value) ? value : undefined;

/** A request's id: the one its caller sent in `x-request-id` when sane, else a new one. */
export const requestIdOf = (headers: Readonly<Record<string, string | string[] | undefined>>): string =>
  saneRequestId(headers[REQUEST_ID_HEADER]) ?? randomUUID();
