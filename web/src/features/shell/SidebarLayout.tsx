import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from './SideNav';

/** A section's sidebar (settings, billing) beside the chosen page, which renders in the outlet. */
export function SidebarLayout({
  label,
  base,
  pages,
}: {
  label: string;
  base: string;
  pages: readonly { label: string; path: string }[];
}) {
  const { pathname } = useLocation();
  const items = pages.map((page) => {
    const to = `${base}/${page.path}`;
    return { label: page.label, to, active: pathname === to || pathname.startsWith(`${to}/`) };
  });

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideNav label={label} items={items} />
      <Box flex="1" minW="0" w="full">
        <Outlet />
      </Box>
    </Flex>
  );
}
