import { graphql } from 'react-relay';
import type { useRetailDiscountCreateMutation as RetailDiscountCreateMutation } from '../../__generated__/useRetailDiscountCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new one goes to the top of the listed connection.
const mutation = graphql`
  mutation useRetailDiscountCreateMutation($input: RetailDiscountCreateInput!, $connections: [ID!]!) {
    retailDiscountCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      retailDiscountEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...RetailDiscountsTable_row
        }
      }
    }
  }
`;

/** Adds a brand's retail discount; a retry after a lost answer adds it once. */
export function useRetailDiscountCreateMutation() {
  return useConnectionInputMutation<RetailDiscountCreateMutation, 'retailDiscountCreate'>(
    mutation,
    'retailDiscountCreate',
    { idempotent: true },
  );
}
