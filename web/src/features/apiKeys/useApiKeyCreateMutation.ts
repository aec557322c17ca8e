import { graphql } from 'react-relay';
import type { useApiKeyCreateMutation as ApiKeyCreateMutation } from '../../__generated__/useApiKeyCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new key's edge goes to its top. The secret is read from this
// payload once, shown, and never asked for again.
const mutation = graphql`
  mutation useApiKeyCreateMutation($input: ApiKeyCreateInput!, $connections: [ID!]!) {
    apiKeyCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      secret
      apiKey {
        name
      }
      apiKeyEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...ApiKeysSection_apiKey
        }
      }
    }
  }
`;

/** Creates an API key for the viewer's company; the payload carries its secret, this once. */
export function useApiKeyCreateMutation() {
  return useConnectionInputMutation<ApiKeyCreateMutation, 'apiKeyCreate'>(mutation, 'apiKeyCreate', {
    idempotent: true,
  });
}
