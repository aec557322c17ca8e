import { graphql } from 'react-relay';
import type { useMessageTemplateCreateMutation as Mutation } from '../../__generated__/useMessageTemplateCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// Newest first: the new template goes to the top of the listed connection; the company comes
// back too, as an ndr message may change how NDR texts go.
const mutation = graphql`
  mutation useMessageTemplateCreateMutation($input: MessageTemplateCreateInput!, $connections: [ID!]!) {
    messageTemplateCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      messageTemplateEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...MessageTemplatesTable_row
        }
      }
      company {
        ...WhatsAppCredentialsForm_company
      }
    }
  }
`;

/** Adds a message template. */
export function useMessageTemplateCreateMutation() {
  return useConnectionInputMutation<Mutation, 'messageTemplateCreate'>(mutation, 'messageTemplateCreate', {
    idempotent: true,
  });
}
