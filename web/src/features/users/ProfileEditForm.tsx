import { MSG, ProfileInput } from '@parcelo/common';
import { Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileEditForm_viewer$key } from '../../__generated__/ProfileEditForm_viewer.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { contactCodeSent, type PendingContact } from './contactChange';
import { useProfileUpdateMutation } from './useProfileUpdateMutation';

const fragment = graphql`
  fragment ProfileEditForm_viewer on Viewer {
    userType
    user {
      name
      email
      phone
    }
    company {
      name
    }
  }
`;

/**
 * Edit profile → profileUpdate. Admins have no company, so no company name. A new phone or
 * email gets a code; `onDone` hands those on, to be confirmed before they replace the old.
 */
export function ProfileEditForm({
  viewer,
  onDone,
}: {
  viewer: ProfileEditForm_viewer$key;
  onDone: (pending: readonly PendingContact[]) => void;
}) {
  const data = useFragment(fragment, viewer);
  const hasCompany = Boolean(data.company);
  const companyLabel = data.userType === 'WAREHOUSE' ? 'Warehouse business name' : 'Company name';
  const [update, isUpdating] = useProfileUpdateMutation();
  // Admins have no company name to give; everyone else must keep one.
  const schema = hasCompany ? ProfileInput.required({ companyName: true }) : ProfileInput.omit({ companyName: true });
  const form = useSchemaForm(schema, {
    name: data.user.name,
    email: data.user.email,
    phone: data.user.phone,
    companyName: data.company?.name ?? '',
  });

  const submit = form.onSubmit((values) => {
    update(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        ...(hasCompany ? { companyName: values.companyName.trim() } : {}),
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          const pending = payload.pendingContacts.filter(
            (contact): contact is PendingContact => contact.channel === 'PHONE' || contact.channel === 'EMAIL',
          );
          if (pending.length === 0) toaster.create({ type: 'success', title: MSG.profileUpdated });
          for (const contact of pending) toaster.create({ type: 'info', title: contactCodeSent(contact) });
          onDone(pending);
        },
      },
    );
  });

  return (
    <Card.Root maxW="2xl">
      <Card.Header>
        <Card.Title>Edit profile</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <FormAlert message={form.formError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Name" autoComplete="name" required {...form.field('name')} />
              <FormField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="tel-national"
                required
                {...form.field('phone')}
              />
              {hasCompany && (
                <FormField label={companyLabel} autoComplete="organization" required {...form.field('companyName')} />
              )}
            </SimpleGrid>
            <HStack gap="3">
              <Button type="submit" loading={isUpdating}>
                Save
              </Button>
              <Button variant="ghost" onClick={() => onDone([])} disabled={isUpdating}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
