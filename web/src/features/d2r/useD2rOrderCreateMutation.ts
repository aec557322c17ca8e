import { graphql } from 'react-relay';
import type { useD2rOrderCreateMutation as Mutation } from '../../__generated__/useD2rOrderCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The new order's id and number, for the link that opens it.
const mutation = graphql`
  mutation useD2rOrderCreateMutation($input: D2rOrderCreateInput!) {
    d2rOrderCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      orderEdge {
        node {
          id
          shopOrderId
          totalAmount
        }
      }
    }
  }
`;

/** Takes a retailer's order for its salesman; pressing Create again after a lost answer creates it once. */
export function useD2rOrderCreateMutation() {
  return useInputMutation<Mutation, 'd2rOrderCreate'>(mutation, 'd2rOrderCreate', undefined, { idempotent: true });
}
