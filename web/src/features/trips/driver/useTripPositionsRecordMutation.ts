import { graphql } from 'react-relay';
import type { useTripPositionsRecordMutation as Mutation } from '../../../__generated__/useTripPositionsRecordMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

// Only whether they were taken: the phone draws no trail, and a batch every 30 s should cost little.
const mutation = graphql`
  mutation useTripPositionsRecordMutation($input: TripPositionsRecordInput!) {
    tripPositionsRecord(input: $input) {
      userErrors {
        field
        message
        code
      }
      recorded
    }
  }
`;

/** Sends positions the phone took on a trip (at most 200 at once). */
export function useTripPositionsRecordMutation() {
  return useInputMutation<Mutation, 'tripPositionsRecord'>(mutation, 'tripPositionsRecord');
}
