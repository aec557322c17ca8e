import { graphql } from 'react-relay';
import type { useRetailerUpdateMutation as Mutation } from '../../__generated__/useRetailerUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so the row shows what the server stored.
const mutation = graphql`
  mutation useRetailerUpdateMutation($input: RetailerUpdateInput!) {
    retailerUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      retailer {
        id
        ...RetailersTable_row
      }
    }
  }
`;

/** Edits a retailer: its address, shop, salesman and credit. */
export function useRetailerUpdateMutation() {
  return useInputMutation<Mutation, 'retailerUpdate'>(mutation, 'retailerUpdate');
}
