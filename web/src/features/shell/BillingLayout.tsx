import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from './SideNav';

/** The billing sidebar of §2.1, in its order and with its labels. */
export const BILLING_PAGES = [
  { label: 'COD Remittance', path: 'cod-remittance' },
  { label: 'Wallet', path: 'wallet' },
  { label: 'Pricing', path: 'pricing' },
  { label: 'Actions', path: 'actions' },
  { label: 'NDR', path: 'ndr' },
  { label: 'Payment', path: 'payment' },
] as const;

/** /billing/*: the sidebar beside the chosen billing page. */
export function BillingLayout() {
  const { pathname } = useLocation();
  const items = BILLING_PAGES.map(({ label, path }) => {
    const to = `/billing/${path}`;
    return { label, to, active: pathname === to || pathname.startsWith(`${to}/`) };
  });

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideNav label="Billing" items={items} />
      <Box flex="1" minW="0" w="full">
        <Outlet />
      </Box>
    </Flex>
  );
}
