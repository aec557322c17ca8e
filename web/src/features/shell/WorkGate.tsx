import { MSG } from '@parcelo/common';
import { Button, Card, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WorkGate_viewer$key } from '../../__generated__/WorkGate_viewer.graphql';

// Few sellers ever see it, and its forms would otherwise weigh on every page under the shell.
const SellerWithoutWarehouse = lazy(async () => ({
  default: (await import('./SellerWithoutWarehouse')).SellerWithoutWarehouse,
}));

const fragment = graphql`
  fragment WorkGate_viewer on Viewer {
    userType
    company {
      name
      invoicingComplete
      warehouses(first: 1) {
        totalCount
      }
    }
  }
`;

/**
 * The seller app's gates: no work pages until the company has a warehouse and
 * complete invoicing details. Reads the shell's query, so saving the invoicing form
 * (which returns the company's `invoicingComplete`) lifts the gate without a reload.
 */
export function WorkGate({ viewer, children }: { viewer: WorkGate_viewer$key; children: ReactNode }) {
  const { company, userType } = useFragment(fragment, viewer);
  const operator = userType === 'WAREHOUSE';

  if (company && company.warehouses === null) {
    return (
      <GateNotice message={MSG.warehousesLoadFailed}>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </GateNotice>
    );
  }
  if (!company?.warehouses || company.warehouses.totalCount === 0) {
    return operator ? (
      <OperatorWaiting company={company?.name ?? null} />
    ) : (
      <GateNotice message={MSG.warehouseGate}>
        <Suspense fallback={<Spinner size="sm" />}>
          <SellerWithoutWarehouse />
        </Suspense>
      </GateNotice>
    );
  }
  // Operators pack and ship for sellers, who invoice; their own company's details gate nothing.
  if (!operator && !company.invoicingComplete) {
    return (
      <GateNotice message={MSG.invoicingGate}>
        <Button asChild>
          <RouterLink to="/settings/invoicing">Complete invoice details</RouterLink>
        </Button>
      </GateNotice>
    );
  }
  return children;
}

/**
 * A new warehouse operator's first page: nothing to work yet, and what happens next, so the
 * wait is not mistaken for a fault.
 */
function OperatorWaiting({ company }: { company: string | null }) {
  return (
    <GateNotice message="Your warehouse account is ready">
      <Stack gap="3" textAlign="start" color="fg.muted">
        <Text>
          Next, a Parcelo admin attaches your warehouse to {company ?? 'your business'}. Once that is done, your work
          opens here.
        </Text>
        <Text>
          Then the orders and stock of every seller at your warehouse appear here: you pack orders, scan stock in,
          adjust it, and mark deliveries for all of them.
        </Text>
        <Text>{MSG.warehouseGate}</Text>
      </Stack>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button onClick={() => window.location.reload()}>Check again</Button>
        <Button asChild variant="outline">
          <RouterLink to="/settings/profile">Check your profile details</RouterLink>
        </Button>
      </HStack>
    </GateNotice>
  );
}

function GateNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Center py={{ base: '8', md: '16' }}>
      <Card.Root maxW="lg" w="full" textAlign="center">
        <Card.Body>
          <Stack align="center" gap="5">
            <Text textStyle="lg" fontWeight="medium" role="status">
              {message}
            </Text>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
