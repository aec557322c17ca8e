import { graphql } from 'react-relay';
import type { useSalesChannelSyncMutation as SalesChannelSyncMutation } from '../../__generated__/useSalesChannelSyncMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The synced store comes back with its new last-sync time, which its card shows.
const mutation = graphql`
  mutation useSalesChannelSyncMutation($input: OrdersSyncInput!) {
    ordersSync(input: $input) {
      userErrors {
        field
        message
        code
      }
      fetched
      created
      duplicates
      skipped {
        shopOrderId
        message
      }
      salesChannel {
        id
        lastSyncedAt
      }
    }
  }
`;

/** Pulls one store's new orders. */
export function useSalesChannelSyncMutation() {
  return useInputMutation<SalesChannelSyncMutation, 'ordersSync'>(mutation, 'ordersSync');
}
