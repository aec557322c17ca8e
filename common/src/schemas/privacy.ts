import { MSG } from '../messages.js';
import { phoneRule } from '../validation.js';
import { z } from './fields.js';

/** A visitor's request to delete the data tied to a phone: its own required message first, then the usual phone checks. */
export const DeleteUserDataInput = z.object({
  phone: z
    .string({ error: MSG.deletionPhoneRequired })
    .max(20, MSG.phoneInvalid)
    .trim()
    .transform((v) => v.replace(/^\+91/, ''))
    .superRefine((v, c) => {
      const problem = v ? phoneRule(v) : MSG.deletionPhoneRequired;
      if (problem) c.addIssue({ code: 'custom', message: problem, params: { code: v ? 'INVALID' : 'REQUIRED' } });
    }),
});
