import { graphql } from 'react-relay';
import type { useD2rOrderApproveMutation as Mutation } from '../../__generated__/useD2rOrderApproveMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The approved order comes back with the drawer's and the list row's fields: its tags, prices
// and total change in place without a refetch.
const mutation = graphql`
  mutation useD2rOrderApproveMutation($input: D2rOrderApproveInput!) {
    d2rOrderApprove(input: $input) {
      userErrors {
        field
        message
        code
      }
      order {
        ...OrderDrawerDetails_order
        ...OrdersTable_order
      }
    }
  }
`;

/** Approves a D2R order, perhaps at other prices, perhaps over the retailer's credit limit. */
export function useD2rOrderApproveMutation() {
  return useInputMutation<Mutation, 'd2rOrderApprove'>(mutation, 'd2rOrderApprove');
}
