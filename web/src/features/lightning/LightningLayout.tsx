import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../lib/PageLoader';
import { SideNav } from '../shell';
import { LIGHTNING_BASE, LIGHTNING_PAGES } from './lightningPages';

/** /admin/lightning/*: the Lightning sidebar beside the chosen page (a row above it on phones). */
export function LightningLayout() {
  const { pathname } = useLocation();
  const items = LIGHTNING_PAGES.map((page) => {
    const to = `${LIGHTNING_BASE}/${page.path}`;
    return { label: page.label, to, active: pathname === to || pathname.startsWith(`${to}/`) };
  });
  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      <SideNav label="Lightning" items={items} />
      <Box flex="1" minW="0" w="full">
        {/* The sidebar stays while the other page loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
