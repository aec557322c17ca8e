import { graphql } from 'react-relay';
import type { usePaymentLogDecideMutation as PaymentLogDecideMutation } from '../../__generated__/usePaymentLogDecideMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation usePaymentLogDecideMutation($input: PaymentLogDecideInput!) {
    paymentLogDecide(input: $input) {
      userErrors {
        field
        message
        code
      }
      paymentLog {
        id
        ...PaymentLogTable_row
      }
    }
  }
`;

/** Approves or rejects an offline payment; the row updates in place. */
export function usePaymentLogDecideMutation() {
  return useInputMutation<PaymentLogDecideMutation, 'paymentLogDecide'>(mutation, 'paymentLogDecide');
}
