import { graphql } from 'react-relay';
import type { useOrdersSyncMutation as OrdersSyncMutation } from '../../__generated__/useOrdersSyncMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOrdersSyncMutation($input: OrdersSyncInput!) {
    ordersSync(input: $input) {
      userErrors {
        field
        message
        code
      }
      created
      skipped {
        shopOrderId
        message
      }
      failedStores {
        shop
        message
      }
    }
  }
`;

/** Pulls a connected sales channel's new orders. */
export function useOrdersSyncMutation() {
  return useInputMutation<OrdersSyncMutation, 'ordersSync'>(mutation, 'ordersSync');
}
