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
