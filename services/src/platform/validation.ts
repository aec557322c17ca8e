import { sql } from 'kysely';
import type { FastifySchemaCompiler } from 'fastify';
import { firstProblem, z } from '@parcelo/common';
import { badRequest } from './envelope.js';

export { z };

/**
 * Route schemas are the shared zod schemas. A failure answers 400 with the first problem's
 * message, its dotted path as `field` and the code the issue carries, exactly as the browser
 * reads the same schema. A request without a body is read as an empty one.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const { message, field, code } = firstProblem(result.error);
    return { error: badRequest(message, field, code) };
  };

/** The list body of where, pagination {records, pageNumber}, sortBy {order, by}. */
export const listBody = <W extends z.ZodRawShape>(where: W, sortable: readonly [string, ...string[]]) =>
  z.object({
    where: z
      .object(where)
      .partial()
      .default({} as never),
    pagination: z
      .object({
        records: z.coerce.number().int().min(1).max(300).default(10),
        pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
        /** Overrides pageNumber when a cursor lands between pages. */
        offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
      })
      .default({ records: 10, pageNumber: 1 }),
    sortBy: z
      .object({
        by: z.enum(sortable).default(sortable[0]),
        order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC'),
      })
      .default({ by: sortable[0], order: 'DESC' }),
  });

export type ListBody = {
  pagination: { records: number; pageNumber: number; offset?: number | undefined };
  sortBy: { by: string; order: string };
};

export const pageOf = (b: ListBody) => ({
  limit: b.pagination.records,
  offset: b.pagination.offset ?? (b.pagination.pageNumber - 1) * b.pagination.records,
  order: (b.sortBy.order.toLowerCase() === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
});

/** One page of a list as a domain's service reads it: how many rows, from where, in which order. */
export type Page = ReturnType<typeof pageOf>;

/** Parses a value that is not a request's body, params or query (a stored payload) or throws a 400. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const { message, field, code } = firstProblem(result.error);
  throw badRequest(message, field, code);
}

/** A LIKE pattern matching `value` literally: at the start of the text, or anywhere in it. */
export const likePattern = (value: string, where: 'prefix' | 'contains') => {
  const escaped = value.replace(/[%_\\]/g, '\\$&');
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
};

/**
 * A list's sort key as people read it: names and codes in any case together ('acme' beside
 * 'Acme', not after 'Zeta' as PostgreSQL's byte order has it); dates as they are.
 */
export const sortKey = (column: string) => (column.endsWith('_at') ? sql.ref(column) : sql`lower(${sql.ref(column)})`);
