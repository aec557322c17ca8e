import { graphql } from 'react-relay';
import type { useMessageTemplateUpdateMutation as Mutation } from '../../__generated__/useMessageTemplateUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row updates in place; the company too, as the ndr message may have moved.
const mutation = graphql`
  mutation useMessageTemplateUpdateMutation($input: MessageTemplateUpdateInput!) {
    messageTemplateUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      messageTemplate {
        id
        ...MessageTemplatesTable_row
      }
      company {
        ...WhatsAppCredentialsForm_company
      }
    }
  }
`;

/** Changes a message template. */
export function useMessageTemplateUpdateMutation() {
  return useInputMutation<Mutation, 'messageTemplateUpdate'>(mutation, 'messageTemplateUpdate');
}
