import { graphql } from 'react-relay';
import type { useWsinCreateMutation as WsinCreateMutation } from '../../__generated__/useWsinCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The WSIN list is newest first: the new WSIN's edge goes to the top of the listed connection.
const mutation = graphql`
  mutation useWsinCreateMutation($input: WsinCreateInput!, $connections: [ID!]!) {
    wsinCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      wsinEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          wsin
          ...WsinTable_wsin
        }
      }
    }
  }
`;

/** Creates a WSIN for a company (admins only), with a stock row at each of its warehouses. */
export function useWsinCreateMutation() {
  return useConnectionInputMutation<WsinCreateMutation, 'wsinCreate'>(mutation, 'wsinCreate', { idempotent: true });
}
