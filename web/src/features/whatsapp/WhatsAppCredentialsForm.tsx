import { MSG } from '@parcelo/common';
import { Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WhatsAppCredentialsForm_company$key } from '../../__generated__/WhatsAppCredentialsForm_company.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { formatDateTime } from '../../lib/format';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useWhatsAppCredentialsSaveMutation } from './useWhatsAppCredentialsSaveMutation';
import { credentialsForm } from './whatsappForms';

const fragment = graphql`
  fragment WhatsAppCredentialsForm_company on Company {
    id
    whatsApp @required(action: THROW) {
      sendsNdrByWhatsApp
      credentials {
        providerCompanyId
        userId
        whatsAppNumber
        passwordHint
        updatedAt
      }
    }
  }
`;

/** The company's WhatsApp provider account, and how its NDR texts go (a seller's own, or the company an admin chose). */
export function WhatsAppCredentialsForm({ company }: { company: WhatsAppCredentialsForm_company$key }) {
  const data = useFragment(fragment, company);
  const { credentials, sendsNdrByWhatsApp } = data.whatsApp;
  return (
    <Card.Root>
      <Card.Header>
        <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Box>
            <Heading as="h2" size="md">
              Provider credentials
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              The account your WhatsApp messages go from.
              {credentials && ` Saved ${formatDateTime(credentials.updatedAt)}.`}
            </Text>
          </Box>
          <Badge
            ms={{ sm: 'auto' }}
            colorPalette={sendsNdrByWhatsApp ? 'green' : 'gray'}
            variant="subtle"
            aria-label="NDR texts go by"
          >
            {sendsNdrByWhatsApp ? 'NDR texts go by WhatsApp' : 'NDR texts go by SMS'}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        {/* Starts afresh from what was saved, each time it is saved. */}
        <CredentialsFields
          key={credentials?.updatedAt ?? 'new'}
          companyId={data.id}
          credentials={credentials ?? null}
        />
      </Card.Body>
    </Card.Root>
  );
}

interface Saved {
  readonly providerCompanyId: string;
  readonly userId: string;
  readonly whatsAppNumber: string;
  readonly passwordHint: string;
}

function CredentialsFields({ companyId, credentials }: { companyId: string; credentials: Saved | null }) {
  const formId = useId();
  const [save, isSaving] = useWhatsAppCredentialsSaveMutation();
  const form = useSchemaForm(credentialsForm(credentials !== null), {
    providerCompanyId: credentials?.providerCompanyId ?? '',
    userId: credentials?.userId ?? '',
    password: '',
    whatsAppNumber: credentials?.whatsAppNumber ?? '',
  });

  const submit = form.onSubmit((values) => {
    save(
      { company: companyId, ...values },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.whatsAppCredentialsSaved });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="WhatsApp credentials">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Company ID" autoComplete="off" {...form.field('providerCompanyId')} />
          <FormField label="User ID" autoComplete="off" {...form.field('userId')} />
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText={
              credentials
                ? `Saved (${credentials.passwordHint}). Leave blank to keep it.`
                : 'Kept encrypted; never shown again.'
            }
            {...form.field('password')}
          />
          <FormField
            label="WhatsApp number"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="10 digits, e.g. 9820012345"
            {...form.field('whatsAppNumber')}
          />
        </SimpleGrid>
        <FormAlert message={form.formError} />
        <Box>
          <Button type="submit" loading={isSaving}>
            Save credentials
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
