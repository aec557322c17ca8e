import { graphql } from 'react-relay';
import type { useSupportTicketCreateMutation as SupportTicketCreateMutation } from '../../__generated__/useSupportTicketCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new ticket goes to the top of the listed connection.
const mutation = graphql`
  mutation useSupportTicketCreateMutation($input: SupportTicketCreateInput!, $connections: [ID!]!) {
    supportTicketCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      ticketEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...SupportTicketsTable_row
        }
      }
    }
  }
`;

/** Raises a ticket; a repeat of the same submission raises nothing more. */
export function useSupportTicketCreateMutation() {
  return useConnectionInputMutation<SupportTicketCreateMutation, 'supportTicketCreate'>(
    mutation,
    'supportTicketCreate',
    { idempotent: true },
  );
}
