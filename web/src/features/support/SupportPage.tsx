import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { SupportPageQuery } from '../../__generated__/SupportPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { SupportTicketForm } from './SupportTicketForm';
import { SupportTicketsTable, ticketsConnection } from './SupportTicketsTable';

const query = graphql`
  query SupportPageQuery {
    supportEmail
    viewer {
      company {
        id
        ...SupportTicketsTable_company
      }
    }
  }
`;

export function supportLoader() {
  return loadRouteQuery<SupportPageQuery>(query, {});
}

/** /settings/support: write to support by e-mail, or raise a ticket and follow it here. */
export function SupportPage() {
  const { supportEmail, viewer } = useRouteQuery<SupportPageQuery>(query);
  const company = viewer?.company;
  return (
    <>
      <PageHeader title="Support" description="We answer every ticket and e-mail on working days, by e-mail." />
      <Stack gap="5" maxW="5xl">
        <Card.Root as="section" aria-label="Write to us" size="sm">
          <Card.Body>
            <Text>
              Write to us at{' '}
              <Link href={`mailto:${supportEmail}`} colorPalette="blue" fontWeight="medium">
                {supportEmail}
              </Link>
              , or raise a ticket below to keep track of it here.
            </Text>
          </Card.Body>
        </Card.Root>
        {company && (
          <>
            <SupportTicketForm connection={ticketsConnection(company.id)} />
            <Stack gap="3" as="section" aria-label="Your tickets">
              <Heading as="h2" size="md">
                Your tickets
              </Heading>
              <SupportTicketsTable company={company} />
            </Stack>
          </>
        )}
      </Stack>
    </>
  );
}
