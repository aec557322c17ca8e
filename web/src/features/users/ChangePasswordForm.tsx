import { ChangePasswordInput, MSG } from '@parcelo/common';
import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { usePasswordChangeMutation } from './usePasswordChangeMutation';

/** Change Password → passwordChange. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [change, isChanging] = usePasswordChangeMutation();
  const form = useSchemaForm(ChangePasswordInput, { currentPassword: '', newPassword: '' });

  const submit = form.onSubmit((values) => {
    change(values, {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: MSG.passwordChanged });
        onDone();
      },
    });
  });

  return (
    <Card.Root maxW="md">
      <Card.Header>
        <Card.Title>Change Password</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormAlert message={form.formError} />
            <FormField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              {...form.field('currentPassword')}
            />
            <FormField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              {...form.field('newPassword')}
            />
            <HStack gap="3">
              <Button type="submit" loading={isChanging}>
                Change Password
              </Button>
              <Button variant="ghost" onClick={onDone} disabled={isChanging}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
