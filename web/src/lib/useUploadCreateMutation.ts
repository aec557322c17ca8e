import { graphql } from 'react-relay';
import type { useUploadCreateMutation as UploadCreateMutation } from '../__generated__/useUploadCreateMutation.graphql';
import { useInputMutation } from './relay/mutations';

// A signed, expiring link to put one file in the order service's object store.
const mutation = graphql`
  mutation useUploadCreateMutation($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      uploadUrl
      storedUrl
    }
  }
`;

export function useUploadCreateMutation() {
  return useInputMutation<UploadCreateMutation, 'uploadCreate'>(mutation, 'uploadCreate');
}
