import { graphql } from 'react-relay';
import type { useBankDetailsUpdateMutation as BankDetailsUpdateMutation } from '../../__generated__/useBankDetailsUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useBankDetailsUpdateMutation($input: BankDetailsUpdateInput!) {
    bankDetailsUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      bankDetails {
        bankName
        accountNumberMasked
        ifscCode
        updatedAt
      }
    }
  }
`;

/** Saves the seller's bank details. */
export function useBankDetailsUpdateMutation() {
  return useInputMutation<BankDetailsUpdateMutation, 'bankDetailsUpdate'>(mutation, 'bankDetailsUpdate');
}
