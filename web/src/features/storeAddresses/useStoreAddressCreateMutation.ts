import { graphql } from 'react-relay';
import type { useStoreAddressCreateMutation as StoreAddressCreateMutation } from '../../__generated__/useStoreAddressCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The cards are newest first: the new address goes to the top of the lists that would show it.
const mutation = graphql`
  mutation useStoreAddressCreateMutation($input: StoreAddressCreateInput!, $connections: [ID!]!) {
    storeAddressCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      storeAddressEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          name
          ...StoreAddressCard_storeAddress
        }
      }
    }
  }
`;

/** Adds a store address; saving again after a lost answer adds it once. */
export function useStoreAddressCreateMutation() {
  return useConnectionInputMutation<StoreAddressCreateMutation, 'storeAddressCreate'>(mutation, 'storeAddressCreate', {
    idempotent: true,
  });
}
