import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from './SideNav';

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

/** /settings/*: the sidebar beside the chosen settings page. Not behind the work gates. */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const items = SETTINGS_PAGES.map(({ label, path }) => {
    const to = `/settings/${path}`;
    return { label, to, active: pathname === to || pathname.startsWith(`${to}/`) };
  });

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideNav label="Settings" items={items} />
      <Box flex="1" minW="0" w="full">
        <Outlet />
      </Box>
    </Flex>
  );
}
