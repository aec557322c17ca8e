import { Box, Flex, HStack, IconButton, Link, Spacer } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, matchPath, useLocation, useNavigate } from 'react-router';
import { LazyMenu } from '../../lib/LazyMenu';
import { Wordmark } from '../../lib/Wordmark';

export interface NavItem {
  label: string;
  to: string;
  /** Other sections the item stands for, e.g. a page its section's sidebar links to. */
  alsoCurrentOn?: readonly string[];
}

/** Whether the item's section, or one it stands for, holds `pathname` (as NavLink matches: whole segments). */
function isCurrent(item: NavItem, pathname: string): boolean {
  return [item.to, ...(item.alsoCurrentOn ?? [])].some((path) => matchPath({ path, end: false }, pathname) !== null);
}

interface Props {
  homeTo: string;
  items: readonly NavItem[];
  /** The user menu, at the right. */
  end: ReactNode;
}

/** The top bar of both shells: wordmark, the main links (a menu on phones) and the user menu. */
export function TopBar({ homeTo, items, end }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="14"
      px={{ base: '3', md: '6' }}
      gap={{ base: '2', md: '6' }}
      align="center"
      bg="bg"
      borderBottomWidth="1px"
    >
      <Box hideFrom="md">
        <LazyMenu
          onSelect={(value) => void navigate(value)}
          minW="48"
          trigger={(props) => (
            <IconButton variant="ghost" size="sm" aria-label="Open navigation" {...props}>
              <MenuIcon />
            </IconButton>
          )}
          items={(Menu) =>
            items.map((item) => (
              <Menu.Item key={item.to} value={item.to}>
                {item.label}
              </Menu.Item>
            ))
          }
        />
      </Box>
      <Wordmark to={homeTo} />
      <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
        {items.map((item) => (
          <Link
            key={item.to}
            asChild
            px="3"
            py="1.5"
            rounded="md"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
            _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg' }}
          >
            <RouterLink to={item.to} aria-current={isCurrent(item, pathname) ? 'page' : undefined}>
              {item.label}
            </RouterLink>
          </Link>
        ))}
      </HStack>
      <Spacer />
      {end}
    </Flex>
  );
}

function MenuIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}
