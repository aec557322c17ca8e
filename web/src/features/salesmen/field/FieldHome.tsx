import { Badge, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { FieldHome_person$key } from '../../../__generated__/FieldHome_person.graphql';
import { FIELD_HOME } from '../../../lib/paths';
import { useSignOutMutation } from '../../auth';
import { FieldBeats } from '../../beats/FieldBeats';
import { FieldInvoices } from './FieldInvoices';
import { FieldRetailers } from './FieldRetailers';

const fragment = graphql`
  fragment FieldHome_person on FieldPerson @argumentDefinitions(today: { type: "String!" }) {
    name
    role
    brandName
    ...FieldInvoices_person @arguments(handedOverOn: $today)
    ...FieldBeats_person
    ...FieldRetailers_person
  }
`;

/** The signed-in salesman's day: today's invoices to collect, his beats and his retailers; a promoter's stock counts. */
export function FieldHome({ person }: { person: FieldHome_person$key }) {
  const p = useFragment(fragment, person);
  const salesman = p.role === 'SALESMAN';
  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body>
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="1">
              <Heading as="h2" size="md">
                {p.name}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {p.brandName ?? ''}
              </Text>
              <Badge alignSelf="flex-start" variant="subtle">
                {salesman ? 'Salesman' : 'Promoter'}
              </Badge>
            </Stack>
            <SignOutButton />
          </HStack>
        </Card.Body>
      </Card.Root>
      {salesman ? (
        <>
          <FieldInvoices person={p} />
          <FieldBeats person={p} />
          <FieldRetailers person={p} />
        </>
      ) : (
        <Card.Root>
          <Card.Body>
            <Stack gap="2">
              <Heading as="h2" size="md">
                Promoter stock counts
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                Count the brand's stock in the shops you visit.
              </Text>
              <Link asChild colorPalette="blue">
                <RouterLink to={`${FIELD_HOME}/promoter`}>Open stock counts</RouterLink>
              </Link>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** Ends the session and starts the page afresh (the sign-in), leaving nothing of the person in memory. */
function SignOutButton() {
  const [signOut, isSigningOut] = useSignOutMutation();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={isSigningOut}
      onClick={() => signOut({ everywhere: false }, { onCompleted: () => window.location.assign(FIELD_HOME) })}
    >
      Sign out
    </Button>
  );
}
