import { graphql } from 'react-relay';
import type { useProfileContactVerifyMutation as ProfileContactVerifyMutation } from '../../__generated__/useProfileContactVerifyMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The viewer comes back with the profile's fragments, so the card shows the new contact at once.
const mutation = graphql`
  mutation useProfileContactVerifyMutation($input: ProfileContactVerifyInput!) {
    profileContactVerify(input: $input) {
      userErrors {
        field
        message
        code
      }
      viewer {
        ...ProfileCard_viewer
        ...UserMenu_viewer
      }
    }
  }
`;

export function useProfileContactVerifyMutation() {
  return useInputMutation<ProfileContactVerifyMutation, 'profileContactVerify'>(mutation, 'profileContactVerify');
}
