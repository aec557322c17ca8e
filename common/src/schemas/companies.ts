import { MSG, fieldRequired } from '../messages.js';
import { gstinStateProblem } from '../gst.js';
import { colourRule, linkNameRule, linkUrlRule, logoUrlRule, TRACKING_LINKS_MAX } from '../customerRequests.js';
import { acceptsOnly, gstinPanRule, gstinRule, panRule, pincodeRule, requiredRule } from '../validation.js';
import { SHOP_TYPES } from '../contracts/index.js';
import { channelExtrasProblems, normaliseStoreAddress, storeAddressRule } from '../channels.js';
import { lengthMax, optionalText, text, z } from './fields.js';
import { invoicePrefixRule } from '../invoiceNumbers.js';
import { preferenceValue } from './preferences.js';

/** Settings > Invoicing: the company's legal details. */
export const InvoicingInput = z
  .object({
    legalName: text('Legal name', [], 200),
    gstin: text('GSTIN', [requiredRule('GSTIN'), gstinRule], 20).transform((v) => v.toUpperCase()),
    pan: text('PAN', [requiredRule('PAN'), panRule], 20).transform((v) => v.toUpperCase()),
    addressLine1: text('Address line 1'),
    addressLine2: text('Address line 2'),
    city: text('City', [], 80),
    state: text('State', [], 80),
    pincode: text('Pincode', [pincodeRule], 20),
    // Only numbers taken after a change carry the new prefix; those issued keep theirs.
    invoicePrefix: optionalText('Invoice prefix', [invoicePrefixRule], 20)
      .transform((v) => v.toUpperCase() || null)
      .optional(),
  })
  .superRefine((input, ctx) => {
    // Runs even when a field is missing (its own message is then the first problem).
    if (typeof input.gstin !== 'string' || typeof input.pan !== 'string') return;
    const message = gstinPanRule(input.gstin, input.pan);
    if (message) ctx.addIssue({ code: 'custom', path: ['gstin'], message, params: { code: 'INVALID' } });
    const problem = gstinStateProblem(input.gstin, typeof input.state === 'string' ? input.state : null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem, params: { code: 'INVALID' } });
  });

/** An admin attaches a warehouse to a company: a seller's stock point, or a warehouse company's workplace. */
export const AttachWarehouseInput = z.object({
  companyId: z.string({ error: fieldRequired('Company') }).uuid(fieldRequired('Company')),
  warehouseId: z.string({ error: MSG.attachSelectWarehouse }).uuid(MSG.attachSelectWarehouse),
  warehouseType: z.enum(['micro', 'central', 'pseudo'], { error: MSG.attachTypeRequired }),
  gstNumber: text('GST number', [(v) => (v.trim() ? null : MSG.attachGstRequired), gstinRule], 20).transform((v) =>
    v.toUpperCase(),
  ),
  fssaiNumber: optionalText(
    'FSSAI number',
    [(v) => (/^\d{14}$/.test(v.trim()) ? null : MSG.fssaiInvalid)],
    20,
  ).transform((v) => v || null),
});

/**
 * Whether the company takes orders naming SKUs its catalogue lacks (off unless it says so):
 * such lines block no stock, so by default they are refused.
 */
export const allowsUnlistedSkus = (preferences: Record<string, unknown> | null | undefined) =>
  preferenceValue(preferences, 'allowUnlistedSkus');

/** Settings > Tracking Page: the look of the company's public pages. */
export const TrackingPageInput = z.object({
  primaryColor: text('Primary colour', [colourRule], 20).transform((v) => v.toUpperCase()),
  headerFontColor: text('Header font colour', [colourRule], 20).transform((v) => v.toUpperCase()),
  headerLogoUrl: optionalText('Header logo', [logoUrlRule], 1000).transform((v) => v || null),
  links: z
    .array(
      z.object({ linkName: text('Link name', [linkNameRule], 200), linkURL: text('Link URL', [linkUrlRule], 1000) }),
    )
    .max(TRACKING_LINKS_MAX, MSG.trackingLinksMax),
});

const CHANNELS = SHOP_TYPES.filter((t) => t !== 'manual');

// Extras arrive as a map; names and values are bounded here and judged per type below.
const channelExtras = z
  .record(z.string().max(100, lengthMax(100)), z.string().max(1000, lengthMax(1000)))
  .refine((extras) => Object.keys(extras).length <= 20, lengthMax(20))
  .default({});

const fileExtrasProblems = (type: string, extras: Record<string, string>, ctx: z.core.$RefinementCtx) => {
  for (const p of channelExtrasProblems(type, extras)) {
    ctx.addIssue({ code: 'custom', path: p.field.split('.'), message: p.message, params: { code: p.code } });
  }
};

/**
 * A sales channel's credentials (Settings > Integrations > Sales Channels). The shop is the
 * store's address, which OMS connects to: it must be one of the channel's own hosts.
 */
export const IntegrateChannelInput = z
  .object({
    type: z.enum(CHANNELS as [string, ...string[]], { error: acceptsOnly(CHANNELS) }),
    shop: text('Shop', [], 253).transform(normaliseStoreAddress),
    key: text('Key', [], 500),
    secret: text('Secret', [], 500),
    extras: channelExtras,
  })
  .superRefine((input, ctx) => {
    const message = storeAddressRule(input.type)(input.shop);
    if (message) ctx.addIssue({ code: 'custom', path: ['shop'], message, params: { code: 'INVALID' } });
    fileExtrasProblems(input.type, input.extras, ctx);
  });

/**
 * New credentials or extras for a connected store; its type and address stay. A blank key or
 * secret keeps the stored one, so the form need never show them.
 */
export const UpdateChannelInput = z.object({
  key: optionalText('Key', [], 500),
  secret: optionalText('Secret', [], 500),
  extras: channelExtras,
});

/** UpdateChannelInput with the extras judged for the store's type (known once the store is found). */
export const updateChannelInputFor = (type: string) =>
  UpdateChannelInput.superRefine((input, ctx) => fileExtrasProblems(type, input.extras, ctx));
/** Connect with Shopify: the store's address, where the app's install page is. */
export const ShopifyInstallStartInput = z.object({
  shop: text('Shop', [], 253)
    .transform((v) => normaliseStoreAddress(v).toLowerCase())
    .superRefine((v, ctx) => {
      const message = storeAddressRule('shopify')(v);
      if (message) ctx.addIssue({ code: 'custom', message, params: { code: 'INVALID' } });
    }),
});

/*
 * What Shopify's redirects carry back to /shopify-redirect. Each value is bounded here; whether
 * they are Shopify's is for the signature over them to say.
 */
const signed = (label: string, max: number) => text(label, [], max);
export const ShopifyInstallationInput = z.object({
  shop: signed('Shop', 253),
  hmac: signed('hmac', 128),
  state: signed('State', 128),
  host: signed('Host', 500),
  timestamp: signed('Timestamp', 20),
});
export const ShopifyPermissionInput = ShopifyInstallationInput.extend({
  authorizationCode: signed('Authorization code', 256),
});
