import { graphql } from 'react-relay';
import type { useCustomerRequestSubmitMutation as CustomerRequestSubmitMutation } from '../../__generated__/useCustomerRequestSubmitMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The link has no id for the store to merge it into the page's query, so the payload
// carries the page's own fragment and the page shows it in place of what it loaded.
const mutation = graphql`
  mutation useCustomerRequestSubmitMutation($input: CustomerRequestSubmitInput!) {
    customerRequestSubmit(input: $input) {
      userErrors {
        field
        message
        code
      }
      link {
        state
        ...CustomerRequestLinkView_link
      }
    }
  }
`;

/** The buyer's answer through their link (customer request, POST /customerRequest). Needs no sign-in. */
export function useCustomerRequestSubmitMutation() {
  return useInputMutation<CustomerRequestSubmitMutation, 'customerRequestSubmit'>(mutation, 'customerRequestSubmit');
}
