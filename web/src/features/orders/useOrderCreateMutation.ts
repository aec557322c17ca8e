import { graphql } from 'react-relay';
import type { useOrderCreateMutation as OrderCreateMutation } from '../../__generated__/useOrderCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The caller goes to the list filtered to the new order, whose loader fetches it; no
// connection in the store needs the edge.
const mutation = graphql`
  mutation useOrderCreateMutation($input: OrderCreateInput!) {
    orderCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      warnings
      orderEdge {
        node {
          id
          shopOrderId
        }
      }
    }
  }
`;

export function useOrderCreateMutation() {
  return useInputMutation<OrderCreateMutation, 'orderCreate'>(mutation, 'orderCreate', undefined, { idempotent: true });
}
