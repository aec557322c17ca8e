import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import type { SalesmanPageQuery } from '../../__generated__/SalesmanPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { SalesmanAgeing } from './SalesmanAgeing';
import { SalesmanCollections } from './SalesmanCollections';
import { SalesmanInvoices } from './SalesmanInvoices';
import { SalesmanRetailers } from './SalesmanRetailers';

const query = graphql`
  query SalesmanPageQuery($id: ID!) {
    node(id: $id) {
      ... on FieldPerson @alias(as: "person") {
        name
        phone
        isActive
        role
        brandName
        ...SalesmanRetailers_person
        ...SalesmanInvoices_person
        ...SalesmanCollections_person
        ...SalesmanAgeing_person
      }
    }
  }
`;

export function salesmanLoader({ params }: LoaderFunctionArgs) {
  return loadRouteQuery<SalesmanPageQuery>(query, { id: params.id ?? '' });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** /admin/d2r/salesmen/:id: one salesman's retailers, the invoices they hold, what they collected and what is owed. */
export function SalesmanPage() {
  const person = useRouteQuery<SalesmanPageQuery>(query).node?.person;
  if (!person || person.role !== 'SALESMAN')
    return (
      <Stack gap="3">
        <PageHeader title="Salesman" />
        <Text>This salesman could not be found.</Text>
        <Link asChild colorPalette="blue">
          <RouterLink to="/admin/d2r/salesmen">Back to salesmen</RouterLink>
        </Link>
      </Stack>
    );
  return (
    <Stack gap="8">
      <Box>
        <PageHeader title={person.name} description={`Salesman · ${person.brandName ?? 'Unknown brand'}`} />
        <HStack gap="3" mt="-3" wrap="wrap">
          <Text aria-label="Phone">{person.phone}</Text>
          <Badge colorPalette={person.isActive ? 'green' : 'gray'} variant="subtle">
            {person.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to="/admin/d2r/salesmen">All salesmen</RouterLink>
          </Link>
        </HStack>
      </Box>
      <Section title="Ageing">
        <SalesmanAgeing person={person} />
      </Section>
      <Section title="Open invoices">
        <SalesmanInvoices person={person} />
      </Section>
      <Section title="Collections (last 30 days)">
        <SalesmanCollections person={person} />
      </Section>
      <Section title="Retailers">
        <SalesmanRetailers person={person} />
      </Section>
    </Stack>
  );
}
