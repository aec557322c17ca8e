import { z } from 'zod';

/**
 * Who an account is: a seller, a warehouse operator, an admin or sub-admin; for Lightning
 * a driver (signs in on the phone page), a cluster owner (sees its clusters only) or a
 * warehouse user (sees its micro warehouse's clusters only); for a brand's direct-to-retailer
 * team a salesman or a promoter (both sign in on the phone page, and belong to no company in
 * UMS: the brand they work for is kept by HMS, so they never see the brand's seller data).
 */
export const USER_TYPES = [
  'seller',
  'warehouse',
  'admin',
  'sub_admin',
  'driver',
  'cluster_owner',
  'warehouse_user',
  'salesman',
  'promoter',
] as const;

/** Who signs in with a code texted to their phone rather than a password. */
export const PHONE_SIGN_IN_TYPES = ['driver', 'salesman', 'promoter'] as const satisfies readonly UserType[];

/** The Lightning people who work in the admin app's Lightning area and nowhere else. */
export const LIGHTNING_VIEWERS: readonly UserType[] = ['cluster_owner', 'warehouse_user'];
export type UserType = (typeof USER_TYPES)[number];
export type AdminRole = 'ops' | 'finance';

/** Who a session belongs to, as UMS answers GET /oauth2/authenticate. */
export const PrincipalSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  userType: z.enum(USER_TYPES),
  role: z.enum(['ops', 'finance']).nullable(),
  companyId: z.string().nullable(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  accountVerified: z.boolean(),
  emailVerified: z.boolean(),
  /**
   * The warehouses a warehouse operator works at (those attached to its company): it works
   * every seller's orders and stock there. Empty for everyone else.
   */
  warehouseIds: z.array(z.string()),
  /**
   * Set when the caller is a company's API key rather than a signed-in person: it acts as the
   * seller who created it, but may not manage API keys, the password or the profile's contacts.
   */
  apiKeyId: z.string().nullish(),
});
export type Principal = z.infer<typeof PrincipalSchema>;

/** An API key as listed: never its secret, which is shown once, when it is created. */
export const ApiKeyRecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  /** The key's first characters (pk_live_ and four more), enough to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The instant the key stops working: the end of its expiry day in India. */
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyRecord = z.infer<typeof ApiKeyRecordSchema>;

export const UserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(USER_TYPES),
  role: z.enum(['ops', 'finance']).nullable(),
  companyId: z.string().nullable(),
  accountVerified: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;
