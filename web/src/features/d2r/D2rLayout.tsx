import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../lib/PageLoader';
import { SideNav } from '../shell';
import { D2R_BASE, D2R_PAGES } from './d2rPages';

/** /admin/d2r/*: the D2R sidebar beside the chosen page (a row above it on phones). */
export function D2rLayout() {
  const { pathname } = useLocation();
  const items = D2R_PAGES.map((page) => {
    const to = `${D2R_BASE}/${page.path}`;
    return { label: page.label, to, active: pathname === to || pathname.startsWith(`${to}/`) };
  });
  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideNav label="D2R" items={items} />
      <Box flex="1" minW="0" w="full">
        {/* The sidebar stays while the other page loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
