import { graphql } from 'react-relay';
import type { useWebhooksDeleteMutation as WebhooksDeleteMutation } from '../../__generated__/useWebhooksDeleteMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The deleted webhooks' edges leave the listed connection.
const mutation = graphql`
  mutation useWebhooksDeleteMutation($input: WebhooksDeleteInput!, $connections: [ID!]!) {
    webhooksDelete(input: $input) {
      userErrors {
        field
        message
        code
      }
      deletedWebhookIds @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes the selected webhooks with their delivery logs. */
export function useWebhooksDeleteMutation() {
  return useConnectionInputMutation<WebhooksDeleteMutation, 'webhooksDelete'>(mutation, 'webhooksDelete');
}
