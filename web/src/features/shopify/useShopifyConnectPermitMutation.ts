import { graphql } from 'react-relay';
import type { useShopifyConnectPermitMutation as ShopifyConnectPermitMutation } from '../../__generated__/useShopifyConnectPermitMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The connected store comes back as the Sales Channels list shows it.
const mutation = graphql`
  mutation useShopifyConnectPermitMutation($input: ShopifyConnectPermitInput!) {
    shopifyConnectPermit(input: $input) {
      salesChannel {
        type
        shop
        connectedAt
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useShopifyConnectPermitMutation() {
  return useInputMutation<ShopifyConnectPermitMutation, 'shopifyConnectPermit'>(mutation, 'shopifyConnectPermit');
}
