import { graphql } from 'react-relay';
import type { useWarehouseRequestCreateMutation as Mutation } from '../../__generated__/useWarehouseRequestCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new request goes to its top.
const mutation = graphql`
  mutation useWarehouseRequestCreateMutation($input: WarehouseRequestCreateInput!, $connections: [ID!]!) {
    warehouseRequestCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      message
      warehouseRequestEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...WarehouseRequestList_row
        }
      }
    }
  }
`;

/** Request a new Micro-WH; asking again after a lost answer asks once. */
export function useWarehouseRequestCreateMutation() {
  return useConnectionInputMutation<Mutation, 'warehouseRequestCreate'>(mutation, 'warehouseRequestCreate', {
    idempotent: true,
  });
}
