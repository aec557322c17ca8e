import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useOtpVerifyMutation as OtpVerifyMutation } from '../../__generated__/useOtpVerifyMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { invalidateWhenSignedIn, rememberingSession } from './invalidateWhenSignedIn';

const mutation = graphql`
  mutation useOtpVerifyMutation($input: OtpVerifyInput!) {
    otpVerify(input: $input) {
      userErrors {
        field
        message
        code
      }
      viewer {
        ...guards_session @relay(mask: false)
      }
    }
  }
`;

const invalidateOnSuccess = invalidateWhenSignedIn('otpVerify');

/** Verifies the account with the code sent at sign-up. */
export function useOtpVerifyMutation() {
  const [send, isInFlight] = useInputMutation<OtpVerifyMutation, 'otpVerify'>(
    mutation,
    'otpVerify',
    invalidateOnSuccess,
  );
  return [useMemo(() => rememberingSession(send), [send]), isInFlight] as const;
}
