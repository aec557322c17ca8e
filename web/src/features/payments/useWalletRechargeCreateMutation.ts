import { graphql } from 'react-relay';
import type { useWalletRechargeCreateMutation as WalletRechargeCreateMutation } from '../../__generated__/useWalletRechargeCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWalletRechargeCreateMutation($input: WalletRechargeCreateInput!) {
    walletRechargeCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      paymentLog {
        id
        status
        ...PaymentLogTable_row
      }
      checkout {
        gateway
        orderId
        amount
        currency
        keyId
        completed
      }
    }
  }
`;

/** Starts a wallet recharge; a repeat of the same submission starts nothing more. */
export function useWalletRechargeCreateMutation() {
  return useInputMutation<WalletRechargeCreateMutation, 'walletRechargeCreate'>(
    mutation,
    'walletRechargeCreate',
    undefined,
    { idempotent: true },
  );
}
