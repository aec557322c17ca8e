import { graphql } from 'react-relay';
import type { useWebhookCreateMutation as WebhookCreateMutation } from '../../__generated__/useWebhookCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new webhook's edge goes to the top of the listed connection.
const mutation = graphql`
  mutation useWebhookCreateMutation($input: WebhookCreateInput!, $connections: [ID!]!) {
    webhookCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      secret
      webhookEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...WebhooksTable_row
        }
      }
    }
  }
`;

/** Adds a webhook; the answer carries its signing secret, shown to the seller once. */
export function useWebhookCreateMutation() {
  return useConnectionInputMutation<WebhookCreateMutation, 'webhookCreate'>(mutation, 'webhookCreate', {
    idempotent: true,
  });
}
