import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PromoterStockCountCard_count$key } from '../../__generated__/PromoterStockCountCard_count.graphql';
import { STOCK_TYPE_LABELS, type StockTypeChoice } from './stockType';

const fragment = graphql`
  fragment PromoterStockCountCard_count on PromoterStockCount {
    id
    stockType
    retailer {
      id
      name
    }
    lines {
      sku
      title
      quantity
    }
  }
`;

/** A saved count as the form takes it up again. */
export interface SavedCount {
  retailer: { id: string; name: string };
  stockType: StockTypeChoice;
  lines: readonly { sku: string; quantity: number }[];
}

/** One count saved today: the shop, opening or closing, each product's number, and Edit to count it again. */
export function PromoterStockCountCard({
  count,
  onEdit,
}: {
  count: PromoterStockCountCard_count$key;
  onEdit: (count: SavedCount) => void;
}) {
  const c = useFragment(fragment, count);
  const kind = c.stockType === 'CLOSING' ? 'CLOSING' : 'OPENING';
  return (
    <Card.Root size="sm" as="li" aria-label={`${STOCK_TYPE_LABELS[kind]} count at ${c.retailer.name}`}>
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="1">
              <Text fontWeight="medium">{c.retailer.name}</Text>
              <Badge alignSelf="flex-start" variant="subtle" colorPalette={kind === 'CLOSING' ? 'purple' : 'blue'}>
                {STOCK_TYPE_LABELS[kind]}
              </Badge>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                onEdit({ retailer: { id: c.retailer.id, name: c.retailer.name }, stockType: kind, lines: c.lines })
              }
            >
              Edit
            </Button>
          </HStack>
          <Stack as="ul" gap="0.5" listStyleType="none" textStyle="sm">
            {c.lines.map((l) => (
              <HStack as="li" key={l.sku} justify="space-between" gap="3">
                <Text>{l.title ?? l.sku}</Text>
                <Text fontVariantNumeric="tabular-nums">{l.quantity.toLocaleString('en-IN')}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
