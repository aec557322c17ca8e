import { graphql } from 'react-relay';
import type { useWalletFloorUpdateMutation as Mutation } from '../../__generated__/useWalletFloorUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWalletFloorUpdateMutation($input: WalletFloorUpdateInput!) {
    walletFloorUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      wallet {
        id
        ...WalletBalanceCard_wallet
      }
    }
  }
`;

/** Sets the lowest balance a brand's debits may leave; the balance card follows. */
export function useWalletFloorUpdateMutation() {
  return useInputMutation<Mutation, 'walletFloorUpdate'>(mutation, 'walletFloorUpdate');
}
