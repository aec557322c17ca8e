import { z } from 'zod';

/** Every reply is `{status, data, message}`; status false carries the message to show. */
export interface Envelope<T> {
  status: boolean;
  data: T | null;
  message: string;
}

/** A successful reply: what a route's declared response (`answers`) describes. */
export interface Success<T> extends Envelope<T> {
  status: true;
  data: T;
}

export const ok = <T>(data: T, message = 'Success'): Success<T> => ({ status: true, data, message });

/**
 * A route's successful answer as its `schema.response` declares it: the envelope around the
 * data's schema. The declaration documents the route, types the clients generated from it,
 * and under tests each answer is checked against it.
 */
export const answers = <T extends z.ZodType>(data: T) => ({
  200: z.object({ status: z.literal(true), data, message: z.string() }),
});

/**
 * A page of a list as every list route answers it: its rows under the list's name (`orders`,
 * `tasks`…) and how many rows match in all, for the pager.
 */
export const answersPage = <K extends string, Row extends z.ZodType>(key: K, row: Row) =>
  answers(
    z.object({ [key]: z.array(row), totalCount: z.number().int() } as { [P in K]: z.ZodArray<Row> } & {
      totalCount: z.ZodNumber;
    }),
  );

export const failure = (message: string, data: unknown = null): Envelope<unknown> => ({ status: false, data, message });

/**
 * A failure meant for the caller. `code` is machine-readable (REQUIRED, TAKEN, …) and
 * `field` names the offending body field, so the BFF can turn it into a userError.
 */
export class ServiceError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly code: string = 'INVALID',
    readonly field: string | null = null,
    /** Seconds after which the same request may be sent again (a 429 or 503): the Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field: string | null = null, code = 'INVALID') =>
  new ServiceError(400, message, code, field);
export const unauthorized = (message: string) => new ServiceError(401, message, 'UNAUTHENTICATED');
export const forbidden = (message = 'You do not have access to this.') => new ServiceError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found.') => new ServiceError(404, message, 'NOT_FOUND');
export const conflict = (message: string, field: string | null = null) =>
  new ServiceError(409, message, 'TAKEN', field);
export const tooMany = (message: string, field: string | null = null) =>
  new ServiceError(429, message, 'RATE_LIMITED', field);
