import type { UserType } from '../../__generated__/guardsSessionQuery.graphql';

export const ADMIN_TABS = ['Companies', 'Warehouses', 'Users', 'CreateUser'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The tab `/admin/list?tab=` shows: Companies unless another is named, and never the
 * sub-admin tabs for a sub-admin, who may not manage sub-admins.
 */
export function adminTabFor(requested: string | null, userType: UserType): AdminTab {
  const tab = ADMIN_TABS.find((candidate) => candidate === requested) ?? 'Companies';
  if (userType === 'SUB_ADMIN' && (tab === 'Users' || tab === 'CreateUser')) return 'Companies';
  return tab;
}
