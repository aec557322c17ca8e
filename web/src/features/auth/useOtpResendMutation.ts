import { graphql } from 'react-relay';
import type { useOtpResendMutation as OtpResendMutation } from '../../__generated__/useOtpResendMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOtpResendMutation($input: OtpResendInput!) {
    otpResend(input: $input) {
      userErrors {
        field
        message
        code
      }
      sentTo
    }
  }
`;

/** Sends a fresh OTP; `sentTo` says where, masked. */
export function useOtpResendMutation() {
  return useInputMutation<OtpResendMutation, 'otpResend'>(mutation, 'otpResend');
}
