import { z } from 'zod';
import { MSG } from '../messages.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, webhookUrlProblem } from '../webhooks.js';

/** A webhook to add: where to post and which events. */
export const WebhookCreateInput = z.object({
  webhookUrl: z
    .string({ error: MSG.webhookUrlRequired })
    .max(WEBHOOK_URL_MAX + 100, `length should not be more than ${WEBHOOK_URL_MAX}`)
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const message = webhookUrlProblem(v);
      if (message) ctx.addIssue({ code: 'custom', message, params: { code: v ? 'INVALID' : 'REQUIRED' } });
    }),
  eventType: z.enum(WEBHOOK_EVENT_TYPES, { error: MSG.webhookEventType }),
});
export type WebhookCreateInput = z.infer<typeof WebhookCreateInput>;

/** Webhooks picked in the list for one action (disable, delete). */
export const WebhookIdsInput = z.object({
  webhookIds: z
    .array(z.string().uuid(MSG.notFound), { error: MSG.webhooksSelectFirst })
    .max(100)
    .min(1, MSG.webhooksSelectFirst),
});
