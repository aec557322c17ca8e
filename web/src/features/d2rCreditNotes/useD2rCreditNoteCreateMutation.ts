import { graphql } from 'react-relay';
import type { useD2rCreditNoteCreateMutation as Mutation } from '../../__generated__/useD2rCreditNoteCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The invoice comes back with its figures and its notes, so its row and an open drawer show
// the credit at once.
const mutation = graphql`
  mutation useD2rCreditNoteCreateMutation($input: D2rCreditNoteCreateInput!) {
    d2rCreditNoteCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      creditNote {
        id
        creditNumber
      }
      invoice {
        id
        credited
        outstanding
        status
        isClosed
        closedAt
        ...InvoiceCreditNotes_invoice
      }
    }
  }
`;

/** Raises a credit note against a D2R invoice; a repeat of the same submission raises it once. */
export function useD2rCreditNoteCreateMutation() {
  return useInputMutation<Mutation, 'd2rCreditNoteCreate'>(mutation, 'd2rCreditNoteCreate', undefined, {
    idempotent: true,
  });
}
