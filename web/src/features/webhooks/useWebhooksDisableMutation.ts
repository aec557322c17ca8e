import { graphql } from 'react-relay';
import type { useWebhooksDisableMutation as WebhooksDisableMutation } from '../../__generated__/useWebhooksDisableMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The rows' fragment comes back, so each disabled row shows its new tag in place.
const mutation = graphql`
  mutation useWebhooksDisableMutation($input: WebhooksDisableInput!) {
    webhooksDisable(input: $input) {
      userErrors {
        field
        message
        code
      }
      webhooks {
        id
        ...WebhooksTable_row
        ...WebhookDrawer_webhook
      }
    }
  }
`;

/** Marks the selected webhooks as disabled: they get no new deliveries. */
export function useWebhooksDisableMutation() {
  return useInputMutation<WebhooksDisableMutation, 'webhooksDisable'>(mutation, 'webhooksDisable');
}
