import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { WarehouseCard_warehouse$key } from '../../__generated__/WarehouseCard_warehouse.graphql';
import { warehouseTypeLabel } from './labels';

const fragment = graphql`
  fragment WarehouseCard_warehouse on Warehouse {
    name
    warehouseId
    warehouseType
    active
    rtoOtherWh
    address {
      addressLine1
      addressLine2
      city
      state
      pincode
      phone
    }
  }
`;

/** One of the seller's warehouses, as a card. */
export function WarehouseCard({ warehouse }: { warehouse: WarehouseCard_warehouse$key }) {
  const w = useFragment(fragment, warehouse);
  const { address } = w;
  return (
    <Card.Root as="article" size="sm" h="full" aria-label={w.name}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Card.Title truncate>{w.name}</Card.Title>
            <Text textStyle="xs" fontFamily="mono" color="fg.muted">
              {w.warehouseId}
            </Text>
          </Stack>
          <Badge colorPalette={w.active ? 'green' : 'gray'} flexShrink={0}>
            {w.active ? 'Active' : 'Inactive'}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" textStyle="sm">
          <Text>
            <Text as="span" color="fg.muted">
              Type:{' '}
            </Text>
            {warehouseTypeLabel(w.warehouseType)}
          </Text>
          <Text as="address" fontStyle="normal">
            {address.addressLine1}
            {address.addressLine2 ? `, ${address.addressLine2}` : ''}
            <br />
            {`${address.city}, ${address.state} ${address.pincode}`}
          </Text>
          <Text color="fg.muted">{address.phone}</Text>
          <Text color="fg.muted">Returns (RTO) to another warehouse: {w.rtoOtherWh ? 'Yes' : 'No'}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
