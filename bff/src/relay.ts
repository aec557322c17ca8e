import { GraphQLError } from 'graphql';
import type { IdentifiedTypename, NodeTypename } from './generated/resolvers-types.js';

/**
 * Global IDs are base64("Type:localId"), opaque to clients and stable across sessions. Only a
 * type the schema gives an `id: ID!` can be named, so a misspelt type fails to compile.
 */
export const toGlobalId = (type: IdentifiedTypename, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/**
 * Local ids are uuids, numbers or codes. Anything else (a slash, dots, a NUL, a query) is
 * refused here, so a forged id can never reach another route of a service through its path.
 */
const LOCAL_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return null;
  const id = decoded.slice(at + 1);
  if (!LOCAL_ID.test(id)) return null;
  return { type: decoded.slice(0, at), id };
}

/** The local id of a global ID of the expected type, or a BAD_USER_INPUT error. */
export function localId(globalId: string, type: NodeTypename): string {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== type) {
    throw new GraphQLError(`Not a ${type} id: ${globalId}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return parsed.id;
}

export const MAX_PAGE_SIZE = 300;

const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');

/** `first`/`after` as an offset window, the form the upstream list calls take. */
export function pageWindow(
  first: number | null | undefined,
  after: string | null | undefined,
): { offset: number; limit: number } {
  const limit = first ?? 10;
  if (limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new GraphQLError(`first must be between 1 and ${MAX_PAGE_SIZE}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (!after) return { offset: 0, limit };
  const decoded = Buffer.from(after, 'base64').toString('utf8');
  // At most as far as a service pages (past it, a list is refused as an upstream failure).
  const n = /^offset:(\d{1,8})$/.exec(decoded);
  if (!n) throw new GraphQLError('Invalid cursor', { extensions: { code: 'BAD_USER_INPUT' } });
  return { offset: Number(n[1]) + 1, limit };
}

/** The list request body for a window. */
/** A list's sort as GraphQL takes it: a field in SCREAMING_CASE and a direction. */
export interface ListSortInput<Field extends string = string> {
  by: Field;
  order?: 'ASC' | 'DESC' | null;
}

/** A GraphQL sort field as the service names it, to the type checker too: PAYMENT_DUE_AT is paymentDueAt. */
export type SortKey<Field extends string> = Field extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<SortKey<Tail>>}`
  : Lowercase<Field>;

/** The service's sort key of a GraphQL sort field: CREATED_AT → createdAt (the service allow-lists it). */
export const sortKey = <Field extends string>(field: Field) =>
  field.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as SortKey<Field>;

/** A GraphQL enum value as the service spells it (SHOPIFY → shopify), to the type checker too. */
export const lowerCase = <Value extends string>(value: Value) => value.toLowerCase() as Lowercase<Value>;

/**
 * A list's body for its service: the page asked for, the filters, and the sort (newest first
 * unless the viewer chose one), typed so a sort field the service does not allow fails to compile.
 */
export const listRequest = <W, Field extends string = never>(
  window: { offset: number; limit: number },
  where: W,
  sort?: ListSortInput<Field> | null,
) => ({
  where,
  pagination: {
    records: window.limit,
    pageNumber: Math.floor(window.offset / window.limit) + 1,
    offset: window.offset,
  },
  sortBy: sort
    ? { by: sortKey(sort.by), order: sort.order ?? ('ASC' as const) }
    : { by: 'createdAt' as const, order: 'DESC' as const },
});

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export function connectionFrom<T>(items: T[], totalCount: number, window: { offset: number }): Connection<T> {
  const edges = items.map((node, i) => ({ cursor: offsetCursor(window.offset + i), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: window.offset + items.length < totalCount,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

/** A DateRange argument as the list bodies take it: a preset, or start and end. */
export const dateRangeWhere = <P extends string>(
  range: { preset?: P | null; from?: string | null; to?: string | null } | null | undefined,
) => ({
  ...(range?.preset ? { datePreset: range.preset } : {}),
  ...(range?.from ? { start: range.from } : {}),
  ...(range?.to ? { end: range.to } : {}),
});
