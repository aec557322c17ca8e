import { graphql } from 'react-relay';
import type { useOwnWarehouseCreateMutation as Mutation } from '../../__generated__/useOwnWarehouseCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// Cards are oldest first: the new warehouse's card goes last. The company's warehouse count
// comes back too, so a seller's first warehouse lifts the work gate without a reload.
const mutation = graphql`
  mutation useOwnWarehouseCreateMutation($input: OwnWarehouseCreateInput!, $connections: [ID!]!) {
    ownWarehouseCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      companyWarehouseEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...WarehouseCard_companyWarehouse
          company {
            id
            warehouses(first: 1) {
              totalCount
            }
          }
        }
      }
    }
  }
`;

/** Add my own Micro-WH; saving again after a lost answer adds it once. */
export function useOwnWarehouseCreateMutation() {
  return useConnectionInputMutation<Mutation, 'ownWarehouseCreate'>(mutation, 'ownWarehouseCreate', {
    idempotent: true,
  });
}
