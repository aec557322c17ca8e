export type UserType = 'seller' | 'warehouse' | 'admin' | 'sub_admin';
export type AdminRole = 'ops' | 'finance';

/** Who a session belongs to, as UMS answers GET /oauth2/authenticate. */
export interface Principal {
  sessionId: string;
  userId: string;
  userType: UserType;
  role: AdminRole | null;
  companyId: string | null;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  accountVerified: boolean;
  emailVerified: boolean;
  /**
   * The warehouses a warehouse operator works at (those attached to its company): it works
   * every seller's orders and stock there. Empty for everyone else.
   */
  warehouseIds: string[];
  /**
   * Set when the caller is a company's API key rather than a signed-in person: it acts as the
   * seller who created it, but may not manage API keys, the password or the profile's contacts.
   */
  apiKeyId?: string | null;
}

/** An API key as listed: never its secret, which is shown once, when it is created. */
export interface ApiKeyRecord {
  id: string;
  companyId: string;
  name: string;
  /** The key's first characters (pk_live_ and four more), enough to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The instant the key stops working: the end of its expiry day in India. */
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface UserRecord {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string;
  userType: UserType;
  role: AdminRole | null;
  companyId: string | null;
  accountVerified: boolean;
  emailVerified: boolean;
  createdAt: string;
}
