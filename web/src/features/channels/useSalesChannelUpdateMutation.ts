import { graphql } from 'react-relay';
import type { useSalesChannelUpdateMutation as SalesChannelUpdateMutation } from '../../__generated__/useSalesChannelUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's fragment comes back, so the store's hints and extras change in place.
const mutation = graphql`
  mutation useSalesChannelUpdateMutation($input: SalesChannelUpdateInput!) {
    salesChannelUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      salesChannel {
        ...SalesChannelCard_channel
      }
    }
  }
`;

/** Changes a store's key, secret (blank keeps the stored one) or extras. */
export function useSalesChannelUpdateMutation() {
  return useInputMutation<SalesChannelUpdateMutation, 'salesChannelUpdate'>(mutation, 'salesChannelUpdate');
}
