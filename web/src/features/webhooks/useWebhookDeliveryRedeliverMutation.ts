import { graphql } from 'react-relay';
import type { useWebhookDeliveryRedeliverMutation as WebhookDeliveryRedeliverMutation } from '../../__generated__/useWebhookDeliveryRedeliverMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The delivery's fragment comes back with the new attempt, so its log grows in place.
const mutation = graphql`
  mutation useWebhookDeliveryRedeliverMutation($input: WebhookDeliveryRedeliverInput!) {
    webhookDeliveryRedeliver(input: $input) {
      userErrors {
        field
        message
        code
      }
      delivery {
        id
        ...WebhookDeliveries_delivery
      }
    }
  }
`;

/** Posts a delivery again now, as one more attempt in its log. */
export function useWebhookDeliveryRedeliverMutation() {
  return useInputMutation<WebhookDeliveryRedeliverMutation, 'webhookDeliveryRedeliver'>(
    mutation,
    'webhookDeliveryRedeliver',
  );
}
