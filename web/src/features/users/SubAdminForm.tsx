import { MSG, SubAdminInput } from '@parcelo/common';
import { Button, Card, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyAfterReload } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ADMIN_ROLE_OPTIONS } from './labels';
import { useSubAdminCreateMutation } from './useSubAdminCreateMutation';

const USERS_TAB = '/admin/list?tab=Users';

/** Admin home, CreateUser tab: the sub-admin form (every field required). */
export function SubAdminForm() {
  const [create, isCreating] = useSubAdminCreateMutation();
  const form = useSchemaForm(SubAdminInput, { name: '', phone: '', email: '', password: '', role: '' });

  const submit = form.onSubmit((values) => {
    const role = ADMIN_ROLE_OPTIONS.find((option) => option.value === values.role)?.value;
    if (!role) return;
    create(
      {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        password: values.password,
        role,
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          // The product goes to the Users tab with a full reload; the toast is shown after it.
          notifyAfterReload({ type: 'success', title: MSG.subAdminCreated });
          window.location.assign(USERS_TAB);
        },
      },
    );
  });

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <FormAlert message={form.formError} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Name" autoComplete="off" required {...form.field('name')} />
              <FormField
                label="Phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                required
                {...form.field('phone')}
              />
              <FormField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
              <FormField
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                {...form.field('password')}
              />
              <FormField
                kind="select"
                label="Role"
                placeholder="Select role"
                options={ADMIN_ROLE_OPTIONS}
                required
                {...form.field('role')}
              />
            </SimpleGrid>
            <HStack>
              <Button type="submit" loading={isCreating}>
                Create Sub Admin
              </Button>
              <Button variant="ghost" asChild>
                <RouterLink to={USERS_TAB}>Cancel</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
