import { graphql } from 'react-relay';
import type { useWebhookSecretRevealMutation as WebhookSecretRevealMutation } from '../../__generated__/useWebhookSecretRevealMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// A secret is screen state for one look, never kept in the store.
const mutation = graphql`
  mutation useWebhookSecretRevealMutation($input: WebhookSecretRevealInput!) {
    webhookSecretReveal(input: $input) {
      userErrors {
        field
        message
        code
      }
      secret
    }
  }
`;

/** The webhook's signing secret, asked for when the seller presses Reveal. */
export function useWebhookSecretRevealMutation() {
  return useUnstoredInputMutation<WebhookSecretRevealMutation, 'webhookSecretReveal'>(mutation, 'webhookSecretReveal');
}
