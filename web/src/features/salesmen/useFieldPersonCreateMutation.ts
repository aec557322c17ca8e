import { graphql } from 'react-relay';
import type { useFieldPersonCreateMutation as Mutation } from '../../__generated__/useFieldPersonCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The lists are newest first: the new person's row goes to the top of the listed connection.
const mutation = graphql`
  mutation useFieldPersonCreateMutation($input: FieldPersonCreateInput!, $connections: [ID!]!) {
    fieldPersonCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      fieldPersonEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...FieldPeopleTable_row
        }
      }
    }
  }
`;

/** Adds a salesman or promoter for a brand; a repeat after a lost answer adds nothing more. */
export function useFieldPersonCreateMutation() {
  return useConnectionInputMutation<Mutation, 'fieldPersonCreate'>(mutation, 'fieldPersonCreate', {
    idempotent: true,
  });
}
