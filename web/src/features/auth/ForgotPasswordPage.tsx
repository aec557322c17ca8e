import { ForgotPasswordInput, MSG, ResetPasswordInput } from '@parcelo/common';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { describeError } from '../../lib/relay/environment';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { AuthHeading } from './AuthHeading';
import { usePasswordForgotMutation } from './usePasswordForgotMutation';
import { usePasswordResetMutation } from './usePasswordResetMutation';

type Step = { name: 'request' } | { name: 'reset'; login: string; sentTo: string } | { name: 'done' };

/** /forgot-password: ask for a code, then set a new password with it. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'request' });

  return (
    <>
      {step.name === 'request' && <RequestCode onSent={(login, sentTo) => setStep({ name: 'reset', login, sentTo })} />}
      {step.name === 'reset' && (
        <ResetPassword login={step.login} sentTo={step.sentTo} onReset={() => setStep({ name: 'done' })} />
      )}
      {step.name === 'done' && (
        <>
          <AuthHeading title="Password changed" />
          <Stack gap="4">
            <FormAlert status="success" message="Your password has been reset. Sign in with your new password." />
            <Button asChild size="lg">
              <RouterLink to="/signin">Go to sign in</RouterLink>
            </Button>
          </Stack>
        </>
      )}
      {step.name !== 'done' && (
        <Text textStyle="sm" textAlign="center" color="fg.muted" mt="5">
          Remembered it?{' '}
          <Link asChild color="colorPalette.fg" fontWeight="medium">
            <RouterLink to="/signin">Back to sign in</RouterLink>
          </Link>
        </Text>
      )}
    </>
  );
}

function RequestCode({ onSent }: { onSent: (login: string, sentTo: string) => void }) {
  const [forgot, isSending] = usePasswordForgotMutation();
  const form = useSchemaForm(ForgotPasswordInput, { login: '' });

  const submit = form.onSubmit((values) => {
    const login = values.login.trim();
    forgot(
      { login },
      {
        onCompleted: (payload) => {
          // A null sentTo means no account matched; the next step reads the same either way.
          if (form.applyUserErrors(payload.userErrors)) onSent(login, payload.sentTo ?? login);
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  });

  return (
    <>
      <AuthHeading title="Forgot password">
        Enter your account's email or phone and we will send you a code.
      </AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <FormField label="Email or phone" autoComplete="username" autoFocus required {...form.field('login')} />
          <Button type="submit" loading={isSending} size="lg">
            Send code
          </Button>
        </Stack>
      </form>
    </>
  );
}

/** The reset step asks for the code and the new password; the login was given before. */
const NEW_PASSWORD = ResetPasswordInput.pick({ otp: true, newPassword: true });

function ResetPassword({ login, sentTo, onReset }: { login: string; sentTo: string; onReset: () => void }) {
  const [reset, isResetting] = usePasswordResetMutation();
  const form = useSchemaForm(NEW_PASSWORD, { otp: '', newPassword: '' });

  const submit = form.onSubmit((values) => {
    reset(
      { login, otp: values.otp.trim(), newPassword: values.newPassword },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          if (payload.ok) onReset();
          else form.setFormError(MSG.genericFailure);
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  });

  return (
    <>
      <AuthHeading title="Set a new password">{`If an account matches, we sent a code to ${sentTo}.`}</AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <FormField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            required
            {...form.field('otp')}
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            helperText="At least 8 characters, with a letter and a digit."
            required
            {...form.field('newPassword')}
          />
          <Button type="submit" loading={isResetting} size="lg">
            Reset password
          </Button>
        </Stack>
      </form>
    </>
  );
}
