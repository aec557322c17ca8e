import { Link, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export interface SideNavItem {
  label: string;
  to: string;
  active: boolean;
}

/**
 * A section's side menu (settings, the admin list). A column beside the content from
 * tablet width up; on phones a row that scrolls sideways above it.
 */
export function SideNav({ label, items }: { label: string; items: readonly SideNavItem[] }) {
  const nav = useRef<HTMLDivElement>(null);
  const activeTo = items.find((item) => item.active)?.to;
  // On a phone the row scrolls sideways: bring the open page's entry into view, without
  // moving the page itself.
  useEffect(() => {
    const row = nav.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeTo]);
  return (
    <Stack
      ref={nav}
      as="nav"
      aria-label={label}
      direction={{ base: 'row', md: 'column' }}
      gap="1"
      overflowX={{ base: 'auto', md: 'visible' }}
      flexShrink={0}
      w={{ base: 'full', md: '56' }}
      pb={{ base: '2', md: '0' }}
    >
      {items.map((item) => (
        <Link
          key={item.to}
          asChild
          px="3"
          py="2"
          rounded="md"
          whiteSpace="nowrap"
          color={item.active ? 'colorPalette.fg' : 'fg.muted'}
          bg={item.active ? 'colorPalette.subtle' : undefined}
          fontWeight={item.active ? 'semibold' : 'normal'}
          _hover={{ bg: item.active ? 'colorPalette.subtle' : 'bg.muted', textDecoration: 'none' }}
          aria-current={item.active ? 'page' : undefined}
        >
          <RouterLink to={item.to}>{item.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}
