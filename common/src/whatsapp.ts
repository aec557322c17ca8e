import { MSG, fill } from './messages.js';

/** A WhatsApp business number as the provider takes it: ten digits, without +91 or spaces. */
export const WHATSAPP_NUMBER = /^\d{10}$/;
export const WHATSAPP_FIELD_MAX = 100;
export const WHATSAPP_PASSWORD_MAX = 200;
export const TEMPLATE_NAME_MAX = 100;
/** WhatsApp's own limit on a text message. */
export const TEMPLATE_BODY_MAX = 1000;

/** What a template is used for; the spec's notification template option 'ndr message'. */
export const MESSAGE_TEMPLATE_PURPOSES = ['NDR_MSG'] as const;
export type MessageTemplatePurpose = (typeof MESSAGE_TEMPLATE_PURPOSES)[number];
export const MESSAGE_TEMPLATE_PURPOSE_LABELS: Record<MessageTemplatePurpose, string> = { NDR_MSG: 'ndr message' };

/**
 * The placeholders a template body may hold, filled when a message is sent. An NDR text
 * fills them from the undelivered order; {link} is the buyer's form to answer it.
 */
export const TEMPLATE_PLACEHOLDERS = {
  customerName: "The buyer's name",
  orderId: "The order's number in the seller's store",
  awb: "The shipment's AWB number",
  reason: 'Why the delivery failed',
  link: 'The link where the buyer tells how to deliver the order, or cancels it',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;

/** Example values, for a body's preview. */
export const TEMPLATE_PREVIEW_VALUES: Record<TemplatePlaceholder, string> = {
  customerName: 'Ananya Sharma',
  orderId: 'CPN-1042',
  awb: 'PRC1234567890',
  reason: 'No Response from Customer',
  link: 'https://parcelo.in/customer-request/…',
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a body names, each once, in order. */
export function placeholdersOf(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const isKnown = (name: string): name is TemplatePlaceholder => Object.hasOwn(TEMPLATE_PLACEHOLDERS, name);

/** What is wrong with a template body's placeholders (an unknown one; an ndr message without its link), or null. */
export function templateBodyProblem(body: string, purpose: MessageTemplatePurpose | null | undefined): string | null {
  const unknown = placeholdersOf(body).find((p) => !isKnown(p));
  if (unknown !== undefined)
    return fill(MSG.templatePlaceholderUnknown, {
      placeholder: `{${unknown}}`,
      allowed: Object.keys(TEMPLATE_PLACEHOLDERS)
        .map((k) => `{${k}}`)
        .join(', '),
    });
  if (purpose === 'NDR_MSG' && !placeholdersOf(body).includes('link')) return MSG.templateLinkMissing;
  return null;
}

/** A template's text with its placeholders filled; one without a value is left as written. */
export function fillTemplate(body: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? (values[name] ?? whole) : whole));
}
