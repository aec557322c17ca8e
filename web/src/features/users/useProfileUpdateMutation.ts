import { graphql } from 'react-relay';
import type { useProfileUpdateMutation as ProfileUpdateMutation } from '../../__generated__/useProfileUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The viewer comes back with the profile's fragment, so the card (and the top bar's
// name) update through the store without refetching.
const mutation = graphql`
  mutation useProfileUpdateMutation($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      pendingContacts {
        channel
        sentTo
      }
      viewer {
        ...ProfileCard_viewer
        ...UserMenu_viewer
      }
    }
  }
`;

export function useProfileUpdateMutation() {
  return useInputMutation<ProfileUpdateMutation, 'profileUpdate'>(mutation, 'profileUpdate');
}
