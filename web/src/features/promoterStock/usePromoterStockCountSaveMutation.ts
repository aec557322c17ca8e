import { graphql } from 'react-relay';
import type { usePromoterStockCountSaveMutation as PromoterStockCountSaveMutation } from '../../__generated__/usePromoterStockCountSaveMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The saved count comes back whole, so a card already listing it shows the new numbers; a new
// count is listed by the page refetching today's counts.
const mutation = graphql`
  mutation usePromoterStockCountSaveMutation($input: PromoterStockCountSaveInput!) {
    promoterStockCountSave(input: $input) {
      userErrors {
        field
        message
        code
      }
      promoterStockCountEdge {
        node {
          id
          ...PromoterStockCountCard_count
        }
      }
    }
  }
`;

/** Saves a promoter's count; the same shop, day and kind again replaces it. */
export function usePromoterStockCountSaveMutation() {
  return useInputMutation<PromoterStockCountSaveMutation, 'promoterStockCountSave'>(mutation, 'promoterStockCountSave');
}
