import { graphql } from 'react-relay';
import type { useStoreAddressActiveUpdateMutation as StoreAddressActiveUpdateMutation } from '../../__generated__/useStoreAddressActiveUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// Only the stored value comes back: the card's switch flips on the server's answer, not before.
const mutation = graphql`
  mutation useStoreAddressActiveUpdateMutation($input: StoreAddressActiveUpdateInput!) {
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

export function useStoreAddressActiveUpdateMutation() {
  return useInputMutation<StoreAddressActiveUpdateMutation, 'storeAddressActiveUpdate'>(
    mutation,
    'storeAddressActiveUpdate',
  );
}
