import { graphql } from 'react-relay';
import type { useRetailerActiveUpdateMutation as Mutation } from '../../__generated__/useRetailerActiveUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// Only the stored value comes back: the row's switch flips on the server's answer, not before.
const mutation = graphql`
  mutation useRetailerActiveUpdateMutation($input: StoreAddressActiveUpdateInput!) {
    storeAddressActiveUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      storeAddress {
        id
        isActive
        updatedAt
      }
    }
  }
`;

/** Makes a retailer active or inactive; nothing else about it changes. */
export function useRetailerActiveUpdateMutation() {
  return useInputMutation<Mutation, 'storeAddressActiveUpdate'>(mutation, 'storeAddressActiveUpdate');
}
