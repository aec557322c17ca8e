import { graphql } from 'react-relay';
import type { useWebhookEnableMutation as WebhookEnableMutation } from '../../__generated__/useWebhookEnableMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's and the drawer's fragments come back, so both show it active again.
const mutation = graphql`
  mutation useWebhookEnableMutation($input: WebhookEnableInput!) {
    webhookEnable(input: $input) {
      userErrors {
        field
        message
        code
      }
      webhook {
        id
        ...WebhooksTable_row
        ...WebhookDrawer_webhook
      }
    }
  }
`;

/** Switches a disabled webhook back on, for events from now on. */
export function useWebhookEnableMutation() {
  return useInputMutation<WebhookEnableMutation, 'webhookEnable'>(mutation, 'webhookEnable');
}
