import { graphql } from 'react-relay';
import type { useWalletTransactionCreateMutation as Mutation } from '../../__generated__/useWalletTransactionCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The wallet comes back by its id, so the balance card shows the new balance at once; the
// list is loaded again by the page (its filters decide whether the new entry is in it).
const mutation = graphql`
  mutation useWalletTransactionCreateMutation($input: WalletTransactionCreateInput!) {
    walletTransactionCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      transactionEdge {
        node {
          id
        }
      }
      wallet {
        id
        ...WalletBalanceCard_wallet
      }
    }
  }
`;

/** An admin's credit or debit on a brand's wallet, sent once however often it is pressed. */
export function useWalletTransactionCreateMutation() {
  return useInputMutation<Mutation, 'walletTransactionCreate'>(mutation, 'walletTransactionCreate', undefined, {
    idempotent: true,
  });
}
