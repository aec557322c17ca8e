import { adminMay, adminMayAny, MONEY_PERMISSIONS, type AdminPermission } from '@parcelo/common';
import { createContext, useContext } from 'react';
import { ADMIN_BILLING_PAGES, BRANDS_PAGES } from './sidebars';

/*
 * What the admin app shows each kind of admin, from the shared permission table: a menu only
 * when the viewer may use a page under it, and a page opened by its address only when the
 * viewer may use it (otherwise a 'not allowed' page).
 */

/** The viewer as the permission table reads it (GraphQL's ADMIN / SUB_ADMIN, OPS / FINANCE). */
export interface AdminWho {
  userType: string;
  role?: string | null | undefined;
}

const BRANDS = BRANDS_PAGES.map((p) => p.permission);
const BILLING = ADMIN_BILLING_PAGES.map((p) => p.permission);

/** The top bar's entries and what each needs (any of). */
export const ADMIN_NAV = [
  { label: 'Home', to: '/admin/list', permissions: ['companies', 'warehouses', 'ndr'] },
  { label: 'Lightning', to: '/admin/lightning', permissions: ['lightning'] },
  { label: 'Brands', to: '/admin/brands', permissions: BRANDS },
  { label: 'D2R', to: '/admin/d2r', permissions: ['d2r'] },
  { label: 'Billing', to: '/admin/billing', permissions: BILLING },
] as const satisfies readonly { label: string; to: string; permissions: readonly AdminPermission[] }[];

/** Where an admin lands: the admin home, Billing for an admin who handles only money, Lightning for a cluster owner. */
export function adminHomeFor(who: AdminWho): string {
  if (adminMayAny(who, ADMIN_NAV[0].permissions)) return '/admin/list';
  if (adminMayAny(who, MONEY_PERMISSIONS)) return '/admin/billing';
  // A cluster owner's whole admin app is Lightning.
  if (adminMayAny(who, ['lightning'])) return '/admin/lightning';
  return '/admin/profile';
}

const segment = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`) ? (pathname.slice(base.length + 1).split('/')[0] ?? '') : null;

/**
 * What a page of the admin app needs (any of), by its address; null for pages every admin
 * may open (their profile). The home's tab is in the query (`?tab=`).
 */
export function adminPagePermissions(pathname: string, search = ''): readonly AdminPermission[] | null {
  const path = pathname.replace(/\/+$/, '');
  const tab = new URLSearchParams(search).get('tab');
  if (path === '/admin/list') {
    if (tab === 'Warehouses') return ['warehouses', 'companies'];
    // Sub-admin management is the super admin's alone; the page itself keeps sub-admins out.
    if (tab === 'Users' || tab === 'CreateUser') return null;
    return ['companies'];
  }
  if (path === '/admin/ndr') return ['ndr'];
  if (path === '/admin/notifications') return ['companies'];
  if (path === '/admin/lightning' || path.startsWith('/admin/lightning/')) return ['lightning'];
  if (path === '/admin/d2r' || path.startsWith('/admin/d2r/')) return ['d2r'];
  if (path === '/admin/catalogue-pricing') return ['pricing'];
  const brandsPage = segment(path, '/admin/brands');
  if (brandsPage !== null) {
    const page = BRANDS_PAGES.find((p) => p.path === brandsPage);
    return page ? [page.permission] : BRANDS;
  }
  const billingPage = segment(path, '/admin/billing');
  if (billingPage !== null) {
    const page = ADMIN_BILLING_PAGES.find((p) => p.path === billingPage);
    return page ? [page.permission] : BILLING;
  }
  return null;
}

/** Whether the viewer may open the admin page at this address. */
export function adminMayOpen(who: AdminWho, pathname: string, search = ''): boolean {
  const needs = adminPagePermissions(pathname, search);
  return needs === null || adminMayAny(who, needs);
}

/** The signed-in admin, for the menus below the shell. */
// Outside the admin shell nobody is an admin: a menu rendered without it shows nothing.
export const AdminWhoContext = createContext<AdminWho>({ userType: '', role: null });

/** Whether the signed-in admin may do what a permission covers. */
export function useAdminMay(): (permission: AdminPermission) => boolean {
  const who = useContext(AdminWhoContext);
  return (permission) => adminMay(who, permission);
}
