import { SidebarLayout } from './SidebarLayout';

/** The settings sidebar of §2.1, in its order and with its labels. */
export const SETTINGS_PAGES = [
  { label: 'Profile', path: 'profile' },
  { label: 'Integrations', path: 'integrations' },
  { label: 'Task Center', path: 'task-center' },
  { label: 'Preferences', path: 'preferences' },
  { label: 'Wherehouses', path: 'warehouses' },
  { label: 'storeAddress', path: 'store-address' },
  { label: 'Invoicing', path: 'invoicing' },
  { label: 'Tracking Page', path: 'tracking-page' },
  { label: 'Shipping Packages', path: 'shipping-packages' },
  { label: 'Wallet', path: 'wallet' },
  { label: 'API', path: 'api' },
  { label: 'Support', path: 'support' },
] as const;

/** /settings/*: the settings sidebar beside the chosen page. Not behind the work gates. */
export function SettingsLayout() {
  return <SidebarLayout label="Settings" base="/settings" pages={SETTINGS_PAGES} />;
}
