import { graphql } from 'react-relay';
import type { useRetailerCreateMutation as Mutation } from '../../__generated__/useRetailerCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new retailer's row goes to the top of the listed connection.
const mutation = graphql`
  mutation useRetailerCreateMutation($input: RetailerCreateInput!, $connections: [ID!]!) {
    retailerCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      retailerEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...RetailersTable_row
        }
      }
    }
  }
`;

/** Adds a retailer for a brand; a repeat after a lost answer adds nothing more. */
export function useRetailerCreateMutation() {
  return useConnectionInputMutation<Mutation, 'retailerCreate'>(mutation, 'retailerCreate', { idempotent: true });
}
