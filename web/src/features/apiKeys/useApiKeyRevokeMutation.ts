import { graphql } from 'react-relay';
import type { useApiKeyRevokeMutation as ApiKeyRevokeMutation } from '../../__generated__/useApiKeyRevokeMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so the key's row turns Revoked in place.
const mutation = graphql`
  mutation useApiKeyRevokeMutation($input: ApiKeyRevokeInput!) {
    apiKeyRevoke(input: $input) {
      userErrors {
        field
        message
        code
      }
      apiKey {
        ...ApiKeysSection_apiKey
      }
    }
  }
`;

export function useApiKeyRevokeMutation() {
  return useInputMutation<ApiKeyRevokeMutation, 'apiKeyRevoke'>(mutation, 'apiKeyRevoke');
}
