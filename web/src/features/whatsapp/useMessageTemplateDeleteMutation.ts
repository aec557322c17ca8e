import { graphql } from 'react-relay';
import type { useMessageTemplateDeleteMutation as Mutation } from '../../__generated__/useMessageTemplateDeleteMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The row leaves the listed connection; without an ndr message, NDR texts go by SMS again.
const mutation = graphql`
  mutation useMessageTemplateDeleteMutation($input: MessageTemplateDeleteInput!, $connections: [ID!]!) {
    messageTemplateDelete(input: $input) {
      userErrors {
        field
        message
        code
      }
      deletedMessageTemplateId @deleteEdge(connections: $connections)
      company {
        ...WhatsAppCredentialsForm_company
      }
    }
  }
`;

/** Deletes a message template. */
export function useMessageTemplateDeleteMutation() {
  return useConnectionInputMutation<Mutation, 'messageTemplateDelete'>(mutation, 'messageTemplateDelete');
}
