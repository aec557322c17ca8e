import { SidebarLayout } from './SidebarLayout';
import { settingsPages } from '../../lib/features';

/** /settings/*: the settings sidebar beside the chosen page. Not behind the work gates. */
export function SettingsLayout() {
  return <SidebarLayout label="Settings" base="/settings" pages={settingsPages} />;
}
