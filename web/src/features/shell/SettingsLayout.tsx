import { SidebarLayout } from './SidebarLayout';
import { SETTINGS_PAGES } from './sidebars';

/** /settings/*: the settings sidebar beside the chosen page. Not behind the work gates. */
export function SettingsLayout() {
  return <SidebarLayout label="Settings" base="/settings" pages={SETTINGS_PAGES} />;
}
