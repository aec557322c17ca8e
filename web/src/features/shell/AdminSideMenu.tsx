import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AdminSideMenu_viewer$key } from '../../__generated__/AdminSideMenu_viewer.graphql';
import { ADMIN_NDR_PATH } from '../customerRequests';
import { ADMIN_HOME } from '../../lib/guards';
import { ADMIN_NOTIFICATIONS_PATH } from '../notifications';
import { SideNav, type SideNavItem } from './SideNav';
import type { AdminTab } from './adminTabs';
import { AdminWhoContext, adminMayOpen } from '../../lib/adminAccess';

const fragment = graphql`
  fragment AdminSideMenu_viewer on Viewer {
    userType
  }
`;

/** The entry shown as current: a tab of the admin home, the NDR page or the notification outbox. */
export type AdminMenuEntry = AdminTab | 'NDR' | 'Notifications';

/** The admin home's side menu, also beside the NDR and notification pages; sub-admins do not see Sub Admin. */
export function AdminSideMenu({ viewer, tab }: { viewer: AdminSideMenu_viewer$key; tab: AdminMenuEntry }) {
  const { userType } = useFragment(fragment, viewer);
  const who = useContext(AdminWhoContext);
  const items: SideNavItem[] = [
    { label: 'Companies', to: `${ADMIN_HOME}?tab=Companies`, active: tab === 'Companies' },
    { label: 'Warehouses', to: `${ADMIN_HOME}?tab=Warehouses`, active: tab === 'Warehouses' },
  ];
  if (userType !== 'SUB_ADMIN') {
    items.push({ label: 'Sub Admin', to: `${ADMIN_HOME}?tab=Users`, active: tab === 'Users' || tab === 'CreateUser' });
  }
  items.push({ label: 'NDR', to: ADMIN_NDR_PATH, active: tab === 'NDR' });
  items.push({ label: 'Notifications', to: ADMIN_NOTIFICATIONS_PATH, active: tab === 'Notifications' });
  // Only the pages the viewer's role may open.
  const shown = items.filter((item) => {
    const [pathname = '', search = ''] = item.to.split('?');
    return adminMayOpen(who, pathname, search);
  });
  return <SideNav label="Admin" items={shown} />;
}
