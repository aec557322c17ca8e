import { graphql } from 'react-relay';
import type { useRetailDiscountUpdateMutation as Mutation } from '../../__generated__/useRetailDiscountUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so the row shows what the server stored.
const mutation = graphql`
  mutation useRetailDiscountUpdateMutation($input: RetailDiscountUpdateInput!) {
    retailDiscountUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      retailDiscount {
        id
        ...RetailDiscountsTable_row
      }
    }
  }
`;

/** Saves every field of a retail discount. */
export function useRetailDiscountUpdateMutation() {
  return useInputMutation<Mutation, 'retailDiscountUpdate'>(mutation, 'retailDiscountUpdate');
}
