import { SignInInput } from '@parcelo/common';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { goTo, safeNextPath } from '../../lib/paths';
import { describeError } from '../../lib/relay/environment';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { AuthHeading } from './AuthHeading';
import { useSignInMutation } from './useSignInMutation';

/** /signin: email, username or phone, and password; back to the remembered page after. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [signIn, isSigningIn] = useSignInMutation();
  const form = useSchemaForm(SignInInput, { login: '', password: '' });

  const submit = form.onSubmit((values) => {
    signIn(
      { login: values.login.trim(), password: values.password },
      {
        onCompleted: ({ userErrors }) => {
          if (userErrors.length > 0) {
            form.setFormError(userErrors.map((error) => error.message).join(' '));
            return;
          }
          goTo(safeNextPath(searchParams.get('next')) ?? '/app', navigate);
        },
        onError: (error) => form.setFormError(describeError(error)),
      },
    );
  });

  return (
    <>
      <AuthHeading title="Sign in">Welcome back. Sign in to manage your orders.</AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <FormField label="Email or phone" autoComplete="username" autoFocus required {...form.field('login')} />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <HStack justify="flex-end">
            <Link asChild textStyle="sm" color="colorPalette.fg">
              <RouterLink to="/forgot-password">Forgot password?</RouterLink>
            </Link>
          </HStack>
          <Button type="submit" loading={isSigningIn} size="lg">
            Sign in
          </Button>
          <Text textStyle="sm" textAlign="center" color="fg.muted">
            New to Parcelo?{' '}
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/signup">Create an account</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </>
  );
}
