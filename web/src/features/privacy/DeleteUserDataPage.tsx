import { DeleteUserDataInput, MSG } from '@parcelo/common';
import { Alert, Button, Card, CloseButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { PublicPage } from '../../lib/PublicPage';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useUserDataDeleteMutation } from './useUserDataDeleteMutation';

/** /delete-user-data: anyone may ask for the data tied to their phone number to be deleted. */
export function DeleteUserDataPage() {
  const [remove, isSending] = useUserDataDeleteMutation();
  const form = useSchemaForm(DeleteUserDataInput, { phone: '' });
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setAnswer(null);
    remove(
      { phone: values.phone.trim() },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          setAnswer(payload.message ?? MSG.deletionConfirmSent);
          form.setValue('phone', '');
        },
      },
    );
  });

  return (
    <PublicPage brand={null} title="Delete your data" width="lg">
      <Text color="fg.muted">
        Give the phone number you used when ordering. We will text it a link to confirm; then we delete the personal
        details linked to it, such as your name, addresses and messages, except what the law requires us to keep.
      </Text>
      {answer && (
        <Alert.Root status="success" role="status" pe="12" position="relative">
          <Alert.Indicator />
          <Alert.Description>{answer}</Alert.Description>
          <CloseButton
            size="sm"
            position="absolute"
            top="2"
            insetEnd="2"
            aria-label="Close"
            onClick={() => setAnswer(null)}
          />
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <FormAlert message={form.formError} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                required
                {...form.field('phone')}
              />
              <Button type="submit" size="lg" loading={isSending}>
                Submit
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </PublicPage>
  );
}
