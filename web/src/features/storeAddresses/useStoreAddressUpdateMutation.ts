import { graphql } from 'react-relay';
import type { useStoreAddressUpdateMutation as StoreAddressUpdateMutation } from '../../__generated__/useStoreAddressUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's fields come back, so the card shows what the server kept.
const mutation = graphql`
  mutation useStoreAddressUpdateMutation($input: StoreAddressUpdateInput!) {
    storeAddressUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      storeAddress {
        ...StoreAddressCard_storeAddress
      }
    }
  }
`;

export function useStoreAddressUpdateMutation() {
  return useInputMutation<StoreAddressUpdateMutation, 'storeAddressUpdate'>(mutation, 'storeAddressUpdate');
}
