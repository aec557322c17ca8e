import { graphql } from 'react-relay';
import type { useFieldPersonUpdateMutation as Mutation } from '../../__generated__/useFieldPersonUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so its switch and name show what the server stored.
const mutation = graphql`
  mutation useFieldPersonUpdateMutation($input: FieldPersonUpdateInput!) {
    fieldPersonUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      fieldPerson {
        id
        ...FieldPeopleTable_row
        ...FieldPersonDrawer_person
      }
    }
  }
`;

/** Edits a salesman or promoter: name, phone and whether they may sign in. */
export function useFieldPersonUpdateMutation() {
  return useInputMutation<Mutation, 'fieldPersonUpdate'>(mutation, 'fieldPersonUpdate');
}
