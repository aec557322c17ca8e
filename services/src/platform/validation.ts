import { z } from 'zod';
import { ADDRESS_RULES, MSG, fieldRequired, passwordRule, type Rule } from '@parcelo/common';
import { badRequest } from './envelope.js';

export { z };

/**
 * A required string field checked by the shared rules, so the server answers with the
 * very message the browser shows. `label` names the field in '{field} is required'.
 */
export const field = (label: string, ...rules: Rule[]) =>
  z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? fieldRequired(label) : `${label} is invalid`) })
    .trim()
    .superRefine((value, ctx) => {
      if (!rules.length && !value) ctx.addIssue({ code: 'custom', message: fieldRequired(label) });
      for (const rule of rules) {
        const message = rule(value);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    });

/**
 * An address under §5's rules and messages. Orders need the last name; the alternate address
 * a buyer gives for a failed delivery may leave it out.
 */
export const addressBody = (lastName: 'required' | 'optional') =>
  z.object({
    firstName: field('First name', ...ADDRESS_RULES.firstName),
    lastName: lastName === 'required' ? field('Last name') : z.string().trim().max(80).default(''),
    addressLine1: field('Address line 1', ...ADDRESS_RULES.addressLine1),
    addressLine2: field('Address line 2', ...ADDRESS_RULES.addressLine2),
    city: field('City', ...ADDRESS_RULES.city),
    state: field('State', ...ADDRESS_RULES.state),
    pincode: field('Pincode', ...ADDRESS_RULES.pincode),
    country: z.string().trim().min(1).default('India'),
  });

/** A new password: checked by the shared rule and never trimmed (it is exactly what was typed). */
export const passwordField = () =>
  z.string({ error: MSG.passwordRequired }).superRefine((value, ctx) => {
    const message = passwordRule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The list body of §7: where, pagination {records, pageNumber}, sortBy {order, by}. */
export const listBody = <W extends z.ZodRawShape>(where: W, sortable: readonly [string, ...string[]]) =>
  z.object({
    where: z.object(where).partial().default({} as never),
    pagination: z
      .object({
        records: z.coerce.number().int().min(1).max(300).default(10),
        pageNumber: z.coerce.number().int().min(1).default(1),
        /** Overrides pageNumber when a cursor lands between pages. */
        offset: z.coerce.number().int().min(0).optional(),
      })
      .default({ records: 10, pageNumber: 1 }),
    sortBy: z
      .object({ by: z.enum(sortable).default(sortable[0]), order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('DESC') })
      .default({ by: sortable[0], order: 'DESC' }),
  });

export type ListBody = { pagination: { records: number; pageNumber: number; offset?: number | undefined }; sortBy: { by: string; order: string } };

export const pageOf = (b: ListBody) => ({
  limit: b.pagination.records,
  offset: b.pagination.offset ?? (b.pagination.pageNumber - 1) * b.pagination.records,
  order: (b.sortBy.order.toLowerCase() === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
});

/** Parses a body or throws a 400 whose message is the first problem found. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String);
  const code = issue.message.endsWith(' is required') ? 'REQUIRED' : 'INVALID';
  throw badRequest(issue.message, path.length ? path.join('.') : null, code);
}

/** A LIKE pattern matching `value` literally: at the start of the text, or anywhere in it. */
export const likePattern = (value: string, where: 'prefix' | 'contains') => {
  const escaped = value.replace(/[%_\\]/g, '\\$&');
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
};
