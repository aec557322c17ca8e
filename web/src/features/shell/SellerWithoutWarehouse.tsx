import { HStack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { SellerWithoutWarehouseQuery } from '../../__generated__/SellerWithoutWarehouseQuery.graphql';
import { MicroWarehouseActions } from '../warehouses';

// Asked only while the gate shows: who the warehouse team contacts, and an open request.
const warehouseQuery = graphql`
  query SellerWithoutWarehouseQuery {
    viewer {
      user {
        name
        email
        phone
      }
      company {
        id
        warehouseRequests(first: 1, status: PENDING)
          @connection(key: "SellerWithoutWarehouse_warehouseRequests", filters: ["status"]) {
          edges {
            node {
              city
            }
          }
        }
      }
    }
  }
`;

/**
 * A seller without a warehouse: the two ways to one it can take itself, what happens after
 * each, and its request once it is on its way.
 */
export function SellerWithoutWarehouse() {
  const { viewer } = useLazyLoadQuery<SellerWithoutWarehouseQuery>(warehouseQuery, {});
  if (!viewer?.company) return null;
  const { user, company } = viewer;
  const pending = company.warehouseRequests?.edges[0]?.node;
  return (
    <>
      <Text color="fg.muted">
        A Micro-WH request goes to the Parcelo warehouse team, who contact you and attach a warehouse to your account;
        your own Micro-WH is attached as soon as you add it. Either way, your work opens here.
      </Text>
      {pending && (
        <Text fontWeight="medium" role="status">
          Your request for a Micro-WH in {pending.city} is with the warehouse team.
        </Text>
      )}
      <HStack gap="3" wrap="wrap" justify="center">
        <MicroWarehouseActions
          companyId={company.id}
          contact={{ name: user.name, email: user.email, phone: user.phone }}
          requestLists={[
            ConnectionHandler.getConnectionID(company.id, 'SellerWithoutWarehouse_warehouseRequests', {
              status: 'PENDING',
            }),
          ]}
        />
      </HStack>
    </>
  );
}
