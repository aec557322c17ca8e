import { Link, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
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
  // A cut-off label alone does not say the row scrolls: its hidden ends fade out instead.
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const row = nav.current;
    if (!row) return;
    const measure = () =>
      setHidden((was) => {
        const now = {
          start: row.scrollLeft > 1,
          end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
        };
        return now.start === was.start && now.end === was.end ? was : now;
      });
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);
  const fade =
    hidden.start || hidden.end
      ? `linear-gradient(to right, ${hidden.start ? 'transparent, black 2.5rem' : 'black'}, ${
          hidden.end ? 'black calc(100% - 2.5rem), transparent' : 'black'
        })`
      : undefined;
  return (
    <Stack
      ref={nav}
      style={fade ? { maskImage: fade, WebkitMaskImage: fade } : undefined}
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
