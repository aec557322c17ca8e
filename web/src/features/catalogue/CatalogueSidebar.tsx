import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { CatalogueSidebar_query$key } from '../../__generated__/CatalogueSidebar_query.graphql';
import { formatNumber } from '../../lib/format';
import { shopTypeLabel } from './labels';

const fragment = graphql`
  fragment CatalogueSidebar_query on Query {
    catalogueShopTypes @required(action: THROW) {
      shopType
      count
    }
  }
`;

/** The catalogue page's sidebar: Upload Bulk Catalogs, and how many products each sales channel holds. */
export function CatalogueSidebar({ query }: { query: CatalogueSidebar_query$key }) {
  const { catalogueShopTypes } = useFragment(fragment, query);
  return (
    <Stack gap="5">
      <Button asChild width="full" variant="outline">
        <RouterLink to="/catalogs/bulk">Upload Bulk Catalogs</RouterLink>
      </Button>
      {catalogueShopTypes.length > 0 && (
        <Stack as="section" aria-label="Products by channel" gap="1">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            Products by channel
          </Text>
          {catalogueShopTypes.map((s) => (
            <HStack key={s.shopType} justify="space-between" textStyle="sm">
              <Text>{shopTypeLabel(s.shopType)}</Text>
              <Text fontVariantNumeric="tabular-nums">{formatNumber(s.count)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
