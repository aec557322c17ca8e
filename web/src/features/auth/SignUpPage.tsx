import { INDIAN_STATES, MSG, signUpFormInput } from '@parcelo/common';
import { Button, Link, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { SignUpRole, WarehouseRequirement } from '../../__generated__/useSignUpMutation.graphql';
import { FormField } from '../../lib/FormField';
import { verifyOtpPath } from '../../lib/paths';
import { describeError } from '../../lib/relay/environment';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { AuthHeading } from './AuthHeading';
import { useSignUpMutation } from './useSignUpMutation';

const ROLE_OPTIONS = [
  { value: 'seller', label: 'I sell online' },
  { value: 'warehouse', label: 'I run a warehouse' },
];

const REQUIREMENT_OPTIONS: readonly { value: WarehouseRequirement; label: string }[] = [
  { value: 'PROVIDER', label: 'I need a warehouse' },
  { value: 'OWN', label: 'I have my own' },
  { value: 'BOTH', label: 'Both' },
];

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

interface SignUpValues {
  name: string;
  companyName: string;
  email: string;
  phone: string;
  password: string;
  warehouseRequirement: string;
  city: string;
  state: string;
}

/** The sign-up as the server takes it: a warehouse says where it is, a seller where its stock will be kept. */
function signUpInput(role: SignUpRole, values: SignUpValues) {
  const warehouseRequirement = REQUIREMENT_OPTIONS.find(
    (option) => option.value === values.warehouseRequirement,
  )?.value;
  return {
    role,
    name: values.name.trim(),
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    ...(role === 'WAREHOUSE' ? { city: values.city.trim(), state: values.state } : { warehouseRequirement }),
  };
}

function AccountTypeToggle({ value, onChange }: { value: string; onChange: (value: string | null) => void }) {
  return (
    <SegmentGroup.Root
      value={value}
      onValueChange={(details) => onChange(details.value)}
      aria-label="Account type"
      w="full"
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={ROLE_OPTIONS} flex="1" justifyContent="center" />
    </SegmentGroup.Root>
  );
}

/**
 * /signup: the profile form. The role comes from the auth state (`?role=warehouse`,
 * else seller) and the toggle writes it back, so a shared link opens the right form.
 */
export function SignUpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [signUp, isSigningUp] = useSignUpMutation();
  const role: SignUpRole = searchParams.get('role') === 'warehouse' ? 'WAREHOUSE' : 'SELLER';
  const isWarehouse = role === 'WAREHOUSE';
  const companyLabel = isWarehouse ? 'Warehouse business name' : 'Company name';

  const form = useSchemaForm(signUpFormInput(isWarehouse ? 'warehouse' : 'seller'), {
    name: '',
    companyName: '',
    email: '',
    phone: '',
    password: '',
    warehouseRequirement: '',
    city: '',
    state: '',
  });

  const setRole = (value: string | null) => {
    setSearchParams(value === 'warehouse' ? { role: 'warehouse' } : {}, { replace: true });
  };

  const submit = form.onSubmit((values) => {
    signUp(signUpInput(role, values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) {
          toaster.create({
            type: 'error',
            title: MSG.signUpError,
            description: payload.userErrors.map((error) => error.message).join(' '),
          });
          return;
        }
        void navigate(verifyOtpPath(1), { replace: true, state: { sentTo: payload.sentTo } });
      },
      onError: (error) => toaster.create({ type: 'error', title: MSG.signUpError, description: describeError(error) }),
    });
  });

  return (
    <>
      <AuthHeading title="Create your account">
        Welcome to Parcelo! Tell us about you and your business to get started.
      </AuthHeading>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <AccountTypeToggle value={isWarehouse ? 'warehouse' : 'seller'} onChange={setRole} />

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Name" autoComplete="name" autoFocus required {...form.field('name')} />
            <FormField label={companyLabel} autoComplete="organization" required {...form.field('companyName')} />
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
          </SimpleGrid>
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText="At least 8 characters, with a letter and a digit."
            required
            {...form.field('password')}
          />

          {isWarehouse ? (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="City" autoComplete="address-level2" required {...form.field('city')} />
              <FormField
                kind="select"
                label="State"
                placeholder="Select state"
                options={STATE_OPTIONS}
                required
                {...form.field('state')}
              />
            </SimpleGrid>
          ) : (
            <FormField
              kind="radio"
              label="Where will your stock be kept?"
              options={REQUIREMENT_OPTIONS}
              required
              {...form.field('warehouseRequirement')}
            />
          )}

          <Button type="submit" loading={isSigningUp} size="lg">
            Create account
          </Button>
          <Text textStyle="sm" textAlign="center" color="fg.muted">
            Already have an account?{' '}
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/signin">Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </>
  );
}
