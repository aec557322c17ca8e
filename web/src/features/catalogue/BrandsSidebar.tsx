import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { brandsPath, type BrandsTab } from './brandsParams';

/** The Brands sidebar, in its order; entries this release does not offer yet are shown disabled. */
const ENTRIES: readonly { label: string; tab?: BrandsTab }[] = [
  { label: 'Orders' },
  { label: 'Products', tab: 'products' },
  { label: 'WSIN', tab: 'wsin' },
  { label: 'Warehouses' },
  { label: 'Preferences' },
  { label: 'Whatsapp Service' },
  { label: 'TaskCenterAdmin' },
];

interface Props {
  company: string | null;
  tab: BrandsTab;
}

/** The brands pages' side menu; the chosen company stays with every entry. */
export function BrandsSidebar({ company, tab }: Props) {
  return (
    <Stack
      as="nav"
      aria-label="Brands"
      direction={{ base: 'row', md: 'column' }}
      gap="1"
      overflowX={{ base: 'auto', md: 'visible' }}
      flexShrink={0}
      w={{ base: 'full', md: '56' }}
      pb={{ base: '2', md: '0' }}
    >
      {ENTRIES.map((entry) => {
        if (!entry.tab) {
          return (
            <Text
              key={entry.label}
              px="3"
              py="2"
              whiteSpace="nowrap"
              color="fg.subtle"
              cursor="not-allowed"
              aria-disabled="true"
              title="Coming soon: this section is being set up."
            >
              {entry.label}
            </Text>
          );
        }
        const active = entry.tab === tab;
        return (
          <Link
            key={entry.label}
            asChild
            px="3"
            py="2"
            rounded="md"
            whiteSpace="nowrap"
            color={active ? 'colorPalette.fg' : 'fg.muted'}
            bg={active ? 'colorPalette.subtle' : undefined}
            fontWeight={active ? 'semibold' : 'normal'}
            _hover={{ bg: active ? 'colorPalette.subtle' : 'bg.muted', textDecoration: 'none' }}
            aria-current={active ? 'page' : undefined}
          >
            <RouterLink to={brandsPath({ company, tab: entry.tab })}>{entry.label}</RouterLink>
          </Link>
        );
      })}
    </Stack>
  );
}
