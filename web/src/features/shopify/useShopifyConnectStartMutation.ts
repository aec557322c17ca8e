import { graphql } from 'react-relay';
import type { useShopifyConnectStartMutation as ShopifyConnectStartMutation } from '../../__generated__/useShopifyConnectStartMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useShopifyConnectStartMutation($input: ShopifyConnectStartInput!) {
    shopifyConnectStart(input: $input) {
      installUrl
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useShopifyConnectStartMutation() {
  return useInputMutation<ShopifyConnectStartMutation, 'shopifyConnectStart'>(mutation, 'shopifyConnectStart');
}
