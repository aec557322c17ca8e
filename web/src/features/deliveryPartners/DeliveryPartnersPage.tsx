import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { DeliveryPartnersPageQuery } from '../../__generated__/DeliveryPartnersPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { DeliveryPartnerCard } from './DeliveryPartnerCard';
import { DeliveryPartnerConnectDialog } from './DeliveryPartnerConnectDialog';
import { RateCalculator } from './RateCalculator';

const query = graphql`
  query DeliveryPartnersPageQuery {
    viewer @required(action: THROW) {
      company @required(action: THROW) {
        deliveryPartners(first: 100) @connection(key: "DeliveryPartnersPage_deliveryPartners") {
          __id
          edges {
            node {
              id
              ...DeliveryPartnerCard_partner
            }
          }
        }
      }
    }
    ...DeliveryPartnerConnectDialog_query
  }
`;

export function deliveryPartnersLoader() {
  return loadRouteQuery<DeliveryPartnersPageQuery>(query, {});
}

/** /settings/integrations/delivery-partners: the couriers that ship the company's orders, Parcelo's and its own. */
export function DeliveryPartnersPage() {
  const data = useRouteQuery<DeliveryPartnersPageQuery>(query);
  const connection = data.viewer.company.deliveryPartners;
  const partners = connection.edges.map((e) => e.node);
  const [connecting, setConnecting] = useState(false);

  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm">
          Couriers you ship with: Parcelo's contracts, ready from the start, and any account of your own you connect
          with its API key. The active ones are offered when you ship an order.
        </Text>
        <Button onClick={() => setConnecting(true)}>Connect delivery partner</Button>
      </HStack>
      {partners.length === 0 ? (
        <Stack borderWidth="1px" borderStyle="dashed" rounded="md" p="8" align="center" gap="2" textAlign="center">
          <Text fontWeight="medium">No delivery partners yet</Text>
          <Text color="fg.muted" textStyle="sm">
            Connect a courier with its API key, then give it a rate card and the pincodes it serves.
          </Text>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {partners.map((p) => (
            <DeliveryPartnerCard key={p.id} partner={p} connectionId={connection.__id} />
          ))}
        </SimpleGrid>
      )}
      <RateCalculator />
      <DeliveryPartnerConnectDialog
        open={connecting}
        onClose={() => setConnecting(false)}
        query={data}
        connectionId={connection.__id}
      />
    </Stack>
  );
}
