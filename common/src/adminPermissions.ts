/*
 * What each kind of admin may do. Finance handles the brands' money, Ops their operations;
 * the super admin (user type admin) does both. Services check a route's declared permission
 * against the caller's principal, and the admin app shows only the menus the viewer may use,
 * both from this one table.
 */

/** The brands' money: what Finance does. */
export const MONEY_PERMISSIONS = [
  /** Approve or reject offline payments; record payments and bank details for a brand. */
  'payments',
  /** Run Parcelo's monthly invoices. */
  'invoices',
  /** Wallet transactions and the wallet floor. */
  'wallet',
  /** Rate cards and catalogue pricing. */
  'pricing',
  /** COD remittance: runs, settings and the couriers' sheets. */
  'codRemittance',
  /** Shipping charge adjustments and weight disputes. */
  'shippingAdjustments',
] as const;

/** The brands' operations: what Ops does. */
export const OPERATIONS_PERMISSIONS = [
  /** Companies, their warehouses attached and Micro-WH requests. */
  'companies',
  /** The brands' warehouses switched on or off. */
  'warehouses',
  /** A brand's orders. */
  'brandOrders',
  /** A brand's products, WSINs and stock. */
  'brandCatalogue',
  /** A brand's preferences. */
  'brandPreferences',
  /** NDR customer requests. */
  'ndr',
  /** A brand's WhatsApp service and message templates. */
  'whatsapp',
  /** A brand's task centre. */
  'tasks',
  /** The lightning (fast-delivery) area. */
  'lightning',
  /** The direct-to-retailer business. */
  'd2r',
] as const;

export type AdminPermission = (typeof MONEY_PERMISSIONS)[number] | (typeof OPERATIONS_PERMISSIONS)[number];

/** A sub-admin's permissions by role. */
export const ADMIN_ROLE_PERMISSIONS: Record<'ops' | 'finance', readonly AdminPermission[]> = {
  finance: MONEY_PERMISSIONS,
  ops: OPERATIONS_PERMISSIONS,
};

/**
 * Whether an admin may do what a permission covers. Takes the principal's values or the
 * GraphQL viewer's (ADMIN, SUB_ADMIN, OPS, FINANCE): case does not matter. Anyone not an
 * admin may do nothing of the admins'.
 */
export function adminMay(
  who: { userType: string; role?: string | null | undefined },
  permission: AdminPermission,
): boolean {
  const type = who.userType.toLowerCase();
  if (type === 'admin') return true;
  // A cluster owner or a warehouse user works in the admin app's Lightning area only, on its
  // own clusters or its warehouse's.
  if (type === 'cluster_owner' || type === 'warehouse_user') return permission === 'lightning';
  // Everyone else who is not a sub-admin (sellers, drivers, a brand's salesmen and promoters)
  // is no admin at all.
  if (type !== 'sub_admin') return false;
  const role = who.role?.toLowerCase();
  return role === 'ops' || role === 'finance' ? ADMIN_ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** Whether an admin may do anything of the given permissions (a menu shown when any page under it is). */
export const adminMayAny = (
  who: { userType: string; role?: string | null | undefined },
  permissions: readonly AdminPermission[],
) => permissions.some((p) => adminMay(who, p));
