import { graphql } from 'react-relay';
import type { useD2rCreditNoteRegenerateMutation as Mutation } from '../../__generated__/useD2rCreditNoteRegenerateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The note comes back with its row's fields, so the list shows the new version at once.
const mutation = graphql`
  mutation useD2rCreditNoteRegenerateMutation($input: D2rCreditNoteRegenerateInput!) {
    d2rCreditNoteRegenerate(input: $input) {
      userErrors {
        field
        message
        code
      }
      creditNote {
        id
        ...CreditNotesTable_row
      }
    }
  }
`;

/** Works a credit note's PDF and figures out again from its invoice as it reads now. */
export function useD2rCreditNoteRegenerateMutation() {
  return useInputMutation<Mutation, 'd2rCreditNoteRegenerate'>(mutation, 'd2rCreditNoteRegenerate');
}
