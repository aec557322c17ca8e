import { z } from 'zod';

/** A party to a GST document: who supplies, or who receives. */
export const GstPartySchema = z.object({
  name: z.string(),
  /** Address lines, the city line included. */
  address: z.array(z.string()),
  /** The state of the address: for the supplier, the state of its registration. */
  state: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullish(),
  phone: z.string().nullish(),
});
export type GstParty = z.infer<typeof GstPartySchema>;

export const GstDocumentLineSchema = z.object({
  description: z.string(),
  hsn: z.string(),
  quantity: z.number().int(),
  /** Per unit, paise: with the tax in it when the document is `inclusive`. */
  unitPaise: z.number().int(),
  rate: z.number(),
});
export type GstDocumentLine = z.infer<typeof GstDocumentLineSchema>;

/**
 * A tax invoice or credit note as GST asks for one: both parties with their GSTINs, the number
 * and date, the place of supply, and per line the HSN, taxable value and the tax heads.
 */
export const GstDocumentSchema = z.object({
  title: z.enum(['TAX INVOICE', 'CREDIT NOTE']),
  number: z.string(),
  /** ISO timestamp; printed as the Indian date. */
  date: z.string(),
  /** Further headings beside the number: the order, the invoice a credit note reverses. */
  references: z.array(z.object({ label: z.string(), value: z.string() })),
  supplier: GstPartySchema,
  recipient: GstPartySchema,
  /** Where the goods are delivered (or, for a service, where the recipient is registered). */
  placeOfSupply: z.string(),
  /** Whether the unit prices already hold the tax (what a buyer pays) or the tax comes on top. */
  inclusive: z.boolean(),
  lines: z.array(GstDocumentLineSchema),
  notes: z.array(z.string()).optional(),
});
export type GstDocument = z.infer<typeof GstDocumentSchema>;
