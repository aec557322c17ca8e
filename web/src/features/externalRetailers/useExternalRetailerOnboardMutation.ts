import { graphql } from 'react-relay';
import type { useExternalRetailerOnboardMutation as Mutation } from '../../__generated__/useExternalRetailerOnboardMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fields come back, so it shows the retailer it became until the list is fetched again.
const mutation = graphql`
  mutation useExternalRetailerOnboardMutation($input: ExternalRetailerOnboardInput!) {
    externalRetailerOnboard(input: $input) {
      userErrors {
        field
        message
        code
      }
      externalRetailer {
        id
        ...ExternalRetailersTable_row
      }
    }
  }
`;

/** Marks a shop onboarded as the retailer just made of it. */
export function useExternalRetailerOnboardMutation() {
  return useInputMutation<Mutation, 'externalRetailerOnboard'>(mutation, 'externalRetailerOnboard');
}
