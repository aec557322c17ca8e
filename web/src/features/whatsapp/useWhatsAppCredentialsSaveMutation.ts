import { graphql } from 'react-relay';
import type { useWhatsAppCredentialsSaveMutation as Mutation } from '../../__generated__/useWhatsAppCredentialsSaveMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The company comes back with its WhatsApp service, so the form and "NDR texts go by" update in place.
const mutation = graphql`
  mutation useWhatsAppCredentialsSaveMutation($input: WhatsAppCredentialsSaveInput!) {
    whatsAppCredentialsSave(input: $input) {
      userErrors {
        field
        message
        code
      }
      company {
        ...WhatsAppCredentialsForm_company
      }
    }
  }
`;

/** Saves the company's WhatsApp provider account. */
export function useWhatsAppCredentialsSaveMutation() {
  return useInputMutation<Mutation, 'whatsAppCredentialsSave'>(mutation, 'whatsAppCredentialsSave');
}
