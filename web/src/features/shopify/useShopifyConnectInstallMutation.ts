import { graphql } from 'react-relay';
import type { useShopifyConnectInstallMutation as ShopifyConnectInstallMutation } from '../../__generated__/useShopifyConnectInstallMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useShopifyConnectInstallMutation($input: ShopifyConnectInstallInput!) {
    shopifyConnectInstall(input: $input) {
      authorizationUrl
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export function useShopifyConnectInstallMutation() {
  return useInputMutation<ShopifyConnectInstallMutation, 'shopifyConnectInstall'>(mutation, 'shopifyConnectInstall');
}
