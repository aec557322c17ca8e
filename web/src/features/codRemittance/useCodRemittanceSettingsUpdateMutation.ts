import { graphql } from 'react-relay';
import type { useCodRemittanceSettingsUpdateMutation as CodRemittanceSettingsUpdateMutation } from '../../__generated__/useCodRemittanceSettingsUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCodRemittanceSettingsUpdateMutation($input: CodRemittanceSettingsUpdateInput!) {
    codRemittanceSettingsUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      settings {
        toWallet
        updatedAt
      }
    }
  }
`;

/** Sets where the brand's COD amounts go: its wallet or its bank. */
export function useCodRemittanceSettingsUpdateMutation() {
  return useInputMutation<CodRemittanceSettingsUpdateMutation, 'codRemittanceSettingsUpdate'>(
    mutation,
    'codRemittanceSettingsUpdate',
  );
}
