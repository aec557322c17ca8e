// What other features may use of shell; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { AdminSideMenu } from './AdminSideMenu';
export { SideNav } from './SideNav';
