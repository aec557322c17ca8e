import type { z } from '@parcelo/common';

/**
 * What a schema form shows for these values: the first message per field path ('' for the
 * input as a whole), as the resolver files them.
 */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}
