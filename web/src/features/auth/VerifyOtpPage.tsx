import { OtpInput } from '@parcelo/common';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { describeError } from '../../lib/relay/environment';
import { goTo, safeNextPath, verifyOtpPath } from '../../lib/paths';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { AuthHeading } from './AuthHeading';
import { useOtpResendMutation } from './useOtpResendMutation';
import { useOtpVerifyMutation } from './useOtpVerifyMutation';
import { useSignOutMutation } from './useSignOutMutation';

/** Where the code went (from sign-up or the last resend), carried in the navigation. */
function sentToFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'sentTo' in state && typeof state.sentTo === 'string') {
    return state.sentTo;
  }
  return null;
}

/** /verify-otp?attempt=N: the 6-digit code sent at sign-up; each resend is the next attempt. */
export function VerifyOtpPage() {
  const [searchParams] = useSearchParams();
  const attempt = Math.max(1, Math.floor(Number(searchParams.get('attempt'))) || 1);
  const next = safeNextPath(searchParams.get('next'));
  // A new attempt starts a fresh form.
  return <VerifyOtpForm key={attempt} attempt={attempt} next={next} />;
}

function VerifyOtpForm({ attempt, next }: { attempt: number; next: string | null }) {
  const navigate = useNavigate();
  const sentTo = sentToFrom(useLocation().state);
  const [verify, isVerifying] = useOtpVerifyMutation();
  const [resend, isResending] = useOtpResendMutation();
  const [signOut, isSigningOut] = useSignOutMutation();
  const form = useSchemaForm(OtpInput, { otp: '' });

  const submit = form.onSubmit((values) => {
    verify(
      { otp: values.otp.trim() },
      {
        onCompleted: (payload) => {
          if (form.applyUserErrors(payload.userErrors)) goTo(next ?? '/app', navigate);
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  });

  const requestNewCode = () => {
    resend(
      { channel: 'PHONE' },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          void navigate(verifyOtpPath(attempt + 1, next), { replace: true, state: { sentTo: payload.sentTo } });
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  };

  const useAnotherAccount = () => {
    signOut({ everywhere: false }, { onCompleted: () => window.location.assign('/signin') });
  };

  return (
    <>
      <AuthHeading title="Verify your account">
        {sentTo
          ? `Enter the 6-digit code we sent${attempt > 1 ? ' again' : ''} to ${sentTo}.`
          : 'Enter the 6-digit code we sent to your phone.'}
      </AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <FormField
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            required
            {...form.field('otp')}
          />
          <Button type="submit" loading={isVerifying} disabled={isResending} size="lg">
            Verify
          </Button>
          <HStack justify="space-between" wrap="wrap">
            <Button variant="ghost" size="sm" onClick={requestNewCode} loading={isResending} disabled={isVerifying}>
              Resend code
            </Button>
            <Button variant="ghost" size="sm" onClick={useAnotherAccount} loading={isSigningOut}>
              Use a different account
            </Button>
          </HStack>
        </Stack>
      </form>
    </>
  );
}
