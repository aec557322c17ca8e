import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { WhatsAppService_company$key } from '../../__generated__/WhatsAppService_company.graphql';
import { MessageTemplatesTable } from './MessageTemplatesTable';
import { WhatsAppCredentialsForm } from './WhatsAppCredentialsForm';

const fragment = graphql`
  fragment WhatsAppService_company on Company {
    ...WhatsAppCredentialsForm_company
    ...MessageTemplatesTable_company
  }
`;

/** A company's WhatsApp service: its provider account and its templates; the seller's page and the admin's Brands page show it alike. */
export function WhatsAppService({ company }: { company: WhatsAppService_company$key }) {
  const data = useFragment(fragment, company);
  return (
    <Stack gap="6">
      <WhatsAppCredentialsForm company={data} />
      <Stack gap="2">
        <Heading as="h2" size="md">
          Message templates
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          With credentials and an ndr message saved, buyers whose delivery failed get the ndr message on WhatsApp
          instead of the standard SMS.
        </Text>
        <MessageTemplatesTable company={data} />
      </Stack>
    </Stack>
  );
}
