import { DriverCodeSendInput, DriverSignInInput } from '@parcelo/common';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../../lib/FormAlert';
import { FormField } from '../../../lib/FormField';
import { describeError } from '../../../lib/relay/environment';
import { useSchemaForm } from '../../../lib/useSchemaForm';
import { useDriverCodeSendMutation } from './useDriverCodeSendMutation';
import { useDriverSignInMutation } from './useDriverSignInMutation';

const CodeInput = DriverSignInInput.pick({ otp: true });

/** How a phone page names its sign-in: the form's name and what to sign in with. */
export interface PhoneSignInWords {
  /** The form's accessible name, e.g. "Driver sign in". */
  formLabel: string;
  intro: string;
}

const DRIVER_WORDS: PhoneSignInWords = {
  formLabel: 'Driver sign in',
  intro: 'Sign in with the phone your hub gave Parcelo. We text you a code.',
};

/**
 * A phone page's sign-in (the driver's, the D2R field team's): the phone, then the 6-digit
 * code texted to it. UMS signs in whoever signs in by phone; the page's loader then asks again.
 */
export function PhoneSignIn({ words = DRIVER_WORDS }: { words?: PhoneSignInWords }) {
  // The phone the code went to, and where the text went (masked), once sent.
  const [sent, setSent] = useState<{ phone: string; sentTo: string | null } | null>(null);
  // Changing the phone starts from the one typed before.
  const [lastPhone, setLastPhone] = useState('');
  const changePhone = () => {
    setLastPhone(sent?.phone ?? '');
    setSent(null);
  };
  return sent ? (
    <CodeForm key={sent.phone} phone={sent.phone} sentTo={sent.sentTo} onChangePhone={changePhone} words={words} />
  ) : (
    <PhoneForm initial={lastPhone} onSent={setSent} words={words} />
  );
}

function PhoneForm({
  initial,
  onSent,
  words,
}: {
  initial: string;
  onSent: (sent: { phone: string; sentTo: string | null }) => void;
  words: PhoneSignInWords;
}) {
  const [sendCode, isSending] = useDriverCodeSendMutation();
  const form = useSchemaForm(DriverCodeSendInput, { phone: initial });

  const submit = form.onSubmit(({ phone }) => {
    const trimmed = phone.trim();
    sendCode(
      { phone: trimmed },
      {
        onCompleted: (payload) => {
          if (form.applyUserErrors(payload.userErrors)) onSent({ phone: trimmed, sentTo: payload.sentTo ?? null });
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={words.formLabel}>
      <Stack gap="4">
        <Text color="fg.muted">{words.intro}</Text>
        <FormAlert message={form.formError} />
        <FormField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="10-digit mobile number"
          autoFocus
          required
          {...form.field('phone')}
        />
        <Button type="submit" size="xl" loading={isSending}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function CodeForm({
  phone,
  sentTo,
  onChangePhone,
  words,
}: {
  phone: string;
  sentTo: string | null;
  onChangePhone: () => void;
  words: PhoneSignInWords;
}) {
  const revalidator = useRevalidator();
  const [signIn, isSigningIn] = useDriverSignInMutation();
  const [sendCode, isSending] = useDriverCodeSendMutation();
  const [to, setTo] = useState(sentTo);
  const [resent, setResent] = useState(false);
  const form = useSchemaForm(CodeInput, { otp: '' });

  const submit = form.onSubmit(({ otp }) => {
    signIn(
      { phone, otp: otp.trim() },
      {
        onCompleted: (payload) => {
          // The route's loader asks again, now for the driver: the page turns into its home.
          if (form.applyUserErrors(payload.userErrors)) void revalidator.revalidate();
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  });

  const resend = () =>
    sendCode(
      { phone },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          setTo(payload.sentTo ?? to);
          setResent(true);
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );

  return (
    <form onSubmit={submit} noValidate aria-label={words.formLabel}>
      <Stack gap="4">
        <Text color="fg.muted" role="status">
          {`Enter the 6-digit code we sent${resent ? ' again' : ''} to ${to ?? phone}.`}
        </Text>
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
        <Button type="submit" size="xl" loading={isSigningIn || revalidator.state === 'loading'} disabled={isSending}>
          Sign in
        </Button>
        <HStack justify="space-between" wrap="wrap">
          <Button variant="ghost" size="lg" onClick={resend} loading={isSending} disabled={isSigningIn}>
            Resend code
          </Button>
          <Button variant="ghost" size="lg" onClick={onChangePhone} disabled={isSigningIn}>
            Change phone
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
