import { MSG, OtpInput, fill } from '@parcelo/common';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { contactCodeSent, contactNoun, type PendingContact } from './contactChange';
import { useProfileContactVerifyMutation } from './useProfileContactVerifyMutation';

/** The code sent to a new phone or email → profileContactVerify, which makes the change. */
export function ContactVerifyForm({ pending, onDone }: { pending: PendingContact; onDone: () => void }) {
  const [verify, isVerifying] = useProfileContactVerifyMutation();
  const form = useSchemaForm(OtpInput, { otp: '' });
  const noun = contactNoun(pending.channel);

  const submit = form.onSubmit((values) => {
    verify(
      { channel: pending.channel, otp: values.otp.trim() },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: fill(MSG.contactChanged, { contact: noun }) });
          onDone();
        },
      },
    );
  });

  return (
    <Card.Root maxW="md">
      <Card.Header>
        <Card.Title>{`Confirm your new ${noun}`}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={`Confirm your new ${noun}`}>
          <Stack gap="4">
            <Text color="fg.muted">{contactCodeSent(pending)}</Text>
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
            <HStack gap="3">
              <Button type="submit" loading={isVerifying}>
                Verify
              </Button>
              <Button variant="ghost" onClick={onDone} disabled={isVerifying}>
                {`Keep my current ${noun}`}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
