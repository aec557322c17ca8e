import { z } from 'zod';
import { MSG } from '../messages.js';
import { hasUnsavableText } from '../validation.js';
import {
  MESSAGE_TEMPLATE_PURPOSES,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  WHATSAPP_FIELD_MAX,
  WHATSAPP_NUMBER,
  WHATSAPP_PASSWORD_MAX,
  templateBodyProblem,
} from '../whatsapp.js';
import { lengthMax, required } from './fields.js';

const invalid = (ctx: z.core.$RefinementCtx, message: string) =>
  ctx.addIssue({ code: 'custom', message, params: { code: 'INVALID' } });

/** A required text whose only message for a blank is the spec's 'Required'. */
const requiredText = (max: number) =>
  z
    .string({ error: MSG.required })
    .max(max + 100, lengthMax(max))
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (!v) required(ctx, MSG.required);
      else if (v.length > max) invalid(ctx, lengthMax(max));
      else if (hasUnsavableText(v)) invalid(ctx, MSG.textUnsavable);
    });

const credentialFields = {
  providerCompanyId: requiredText(WHATSAPP_FIELD_MAX),
  userId: requiredText(WHATSAPP_FIELD_MAX),
  whatsAppNumber: requiredText(20).superRefine((v, ctx) => {
    if (v && !WHATSAPP_NUMBER.test(v)) invalid(ctx, MSG.whatsAppNumberInvalid);
  }),
};

/** A password as typed (never trimmed). */
const password = z.string({ error: MSG.required }).max(WHATSAPP_PASSWORD_MAX, lengthMax(WHATSAPP_PASSWORD_MAX));

/** The company's WhatsApp provider account, saved for the first time: every field 'Required'. */
export const WhatsAppCredentialsInput = z.object({
  ...credentialFields,
  password: password.superRefine((v, ctx) => {
    if (!v) required(ctx, MSG.required);
  }),
});
export type WhatsAppCredentialsInput = z.infer<typeof WhatsAppCredentialsInput>;

/** The account changed: a blank password keeps the one stored. */
export const WhatsAppCredentialsEditInput = z.object({ ...credentialFields, password: password.default('') });
export type WhatsAppCredentialsEditInput = z.infer<typeof WhatsAppCredentialsEditInput>;

const templateFields = {
  templateName: requiredText(TEMPLATE_NAME_MAX),
  messageBody: requiredText(TEMPLATE_BODY_MAX),
  purpose: z.enum(MESSAGE_TEMPLATE_PURPOSES).nullish(),
};

/** A template's placeholders are the known ones; an ndr message holds the buyer's link. */
const templateRule = (
  t: { messageBody: string; purpose?: (typeof MESSAGE_TEMPLATE_PURPOSES)[number] | null | undefined },
  ctx: z.core.$RefinementCtx,
) => {
  const message = t.messageBody ? templateBodyProblem(t.messageBody, t.purpose) : null;
  if (message) ctx.addIssue({ code: 'custom', message, path: ['messageBody'], params: { code: 'INVALID' } });
};

/** A message template: its name, its body (trimmed) and, optionally, what the product sends with it. */
export const MessageTemplateInput = z.object(templateFields).superRefine(templateRule);
export type MessageTemplateInput = z.infer<typeof MessageTemplateInput>;

/** The same, as the service takes it: with the company an admin names. */
export const MessageTemplateCompanyInput = z
  .object({ ...templateFields, companyId: z.string().uuid(MSG.notFound).optional() })
  .superRefine(templateRule);
