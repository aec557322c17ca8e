import { graphql } from 'react-relay';
import type { useUploadConfirmMutation as UploadConfirmMutation } from '../__generated__/useUploadConfirmMutation.graphql';
import { useInputMutation } from './relay/mutations';

// Has an uploaded file's content checked, which makes it usable at its stored address.
const mutation = graphql`
  mutation useUploadConfirmMutation($input: UploadConfirmInput!) {
    uploadConfirm(input: $input) {
      userErrors {
        field
        message
        code
      }
      storedUrl
    }
  }
`;

export function useUploadConfirmMutation() {
  return useInputMutation<UploadConfirmMutation, 'uploadConfirm'>(mutation, 'uploadConfirm');
}
