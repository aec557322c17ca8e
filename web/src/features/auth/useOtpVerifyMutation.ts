import { graphql } from 'react-relay';
import type { useOtpVerifyMutation as OtpVerifyMutation } from '../../__generated__/useOtpVerifyMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { invalidateWhenSignedIn } from './invalidateWhenSignedIn';

const mutation = graphql`
  mutation useOtpVerifyMutation($input: OtpVerifyInput!) {
    otpVerify(input: $input) {
      userErrors {
        field
        message
        code
      }
      viewer {
        verification {
          required
        }
      }
    }
  }
`;

const invalidateOnSuccess = invalidateWhenSignedIn('otpVerify');

/** Verifies the account with the code sent at sign-up. */
export function useOtpVerifyMutation() {
  return useInputMutation<OtpVerifyMutation, 'otpVerify'>(mutation, 'otpVerify', invalidateOnSuccess);
}
