import { graphql } from 'react-relay';
import type { useD2rCollectionCreateMutation as Mutation } from '../../__generated__/useD2rCollectionCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The invoice comes back with its row's figures and its collections, so the row and an open
// drawer show the payment at once.
const mutation = graphql`
  mutation useD2rCollectionCreateMutation($input: D2rCollectionCreateInput!) {
    d2rCollectionCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      invoice {
        id
        credited
        closedAt
        ...InvoicesTable_row
        ...InvoiceDrawer_collections
      }
    }
  }
`;

/** Records a payment collected against a D2R invoice; a repeat of the same submission records it once. */
export function useD2rCollectionCreateMutation() {
  return useInputMutation<Mutation, 'd2rCollectionCreate'>(mutation, 'd2rCollectionCreate', undefined, {
    idempotent: true,
  });
}
