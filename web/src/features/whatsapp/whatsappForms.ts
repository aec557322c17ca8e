import {
  MESSAGE_TEMPLATE_PURPOSE_LABELS,
  MessageTemplateInput,
  TEMPLATE_PREVIEW_VALUES,
  WhatsAppCredentialsEditInput,
  WhatsAppCredentialsInput,
  fillTemplate,
  type MessageTemplatePurpose,
  z,
} from '@parcelo/common';

/** The credentials form: every field 'Required' the first time; later a blank password keeps the stored one. */
export const credentialsForm = (hasStored: boolean) =>
  hasStored ? WhatsAppCredentialsEditInput : WhatsAppCredentialsInput;

/** The template dialog's purpose select: none, or the ndr message. */
export const PURPOSE_OPTIONS = [
  { value: '', label: 'None (a message you send yourself)' },
  { value: 'NDR_MSG', label: `${MESSAGE_TEMPLATE_PURPOSE_LABELS.NDR_MSG} (sent when a delivery fails)` },
];

/** The template dialog: the service's own rules, the purpose select's '' read as none. */
export const TEMPLATE_FORM = z
  .object({ templateName: z.string(), messageBody: z.string(), purpose: z.string() })
  .superRefine((v, ctx) => {
    const purpose: MessageTemplatePurpose | null = v.purpose === 'NDR_MSG' ? 'NDR_MSG' : null;
    const checked = MessageTemplateInput.safeParse({ ...v, purpose });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });

/** A body as a buyer would read it, its placeholders filled with example values. */
export const previewOf = (body: string) => fillTemplate(body.trim(), TEMPLATE_PREVIEW_VALUES);
