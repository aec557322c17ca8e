import { MSG } from '@parcelo/common';
import { Button, Card, Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WorkGate_viewer$key } from '../../__generated__/WorkGate_viewer.graphql';

const fragment = graphql`
  fragment WorkGate_viewer on Viewer {
    company {
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
  const { company } = useFragment(fragment, viewer);

  if (company && company.warehouses === null) {
    return (
      <GateNotice message={MSG.warehousesLoadFailed}>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </GateNotice>
    );
  }
  if (!company?.warehouses || company.warehouses.totalCount === 0) {
    return <GateNotice message={MSG.warehouseGate} />;
  }
  if (!company.invoicingComplete) {
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
