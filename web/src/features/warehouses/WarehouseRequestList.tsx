import { Badge, Button, Card, Center, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { WarehouseRequestListPaginationQuery } from '../../__generated__/WarehouseRequestListPaginationQuery.graphql';
import type { WarehouseRequestList_company$key } from '../../__generated__/WarehouseRequestList_company.graphql';
import type {
  WarehouseRequestList_row$data,
  WarehouseRequestList_row$key,
} from '../../__generated__/WarehouseRequestList_row.graphql';
import { formatDate, formatListRange, formatNumber } from '../../lib/format';
import { notifyError } from '../../lib/toaster';
import { requestStatusColour, requestStatusLabel } from './labels';

const PAGE = 10;

const fragment = graphql`
  fragment WarehouseRequestList_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "WarehouseRequestListPaginationQuery") {
    warehouseRequests(first: $first, after: $after)
      @required(action: THROW)
      @connection(key: "WarehouseRequestList_warehouseRequests", filters: []) {
      totalCount
      edges {
        node {
          id
          ...WarehouseRequestList_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment WarehouseRequestList_row on WarehouseRequest {
    id
    state
    city
    ordersPerMonth
    estimatedUnits
    name
    phone
    status
    remark
    createdAt
    warehouse {
      name
    }
  }
`;

/** The company's requests list, for the mutation that adds a request to it. */
export const requestConnection = (companyId: string) =>
  ConnectionHandler.getConnectionID(companyId, 'WarehouseRequestList_warehouseRequests');

export type WarehouseRequestRow = WarehouseRequestList_row$data;

interface Props {
  company: WarehouseRequestList_company$key;
  /** An admin's actions on a request (fulfil, decline). */
  actions?: (request: WarehouseRequestRow) => ReactNode;
}

/** The company's Micro-WH requests, newest first, with where each stands. */
export function WarehouseRequestList({ company, actions }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    WarehouseRequestListPaginationQuery,
    WarehouseRequestList_company$key
  >(fragment, company);
  const { edges, totalCount } = data.warehouseRequests;
  if (edges.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-label="Micro-WH requests">
      <Text fontWeight="semibold">Micro-WH requests</Text>
      {edges.map((edge) => (
        <RequestRow key={edge.node.id} request={edge.node} actions={actions} />
      ))}
      {hasNext && (
        <Center>
          <Button
            variant="outline"
            size="sm"
            loading={isLoadingNext}
            onClick={() => loadNext(PAGE, { onComplete: (error) => error && notifyError(error) })}
          >
            {`Show more (${formatListRange(0, edges.length, totalCount, 'request')})`}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function RequestRow({ request, actions }: { request: WarehouseRequestList_row$key; actions: Props['actions'] }) {
  const r = useFragment(rowFragment, request);
  return (
    <Card.Root size="sm" as="article" aria-label={`Micro-WH request for ${r.city}`}>
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" textStyle="sm" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{`${r.city}, ${r.state}`}</Text>
              <Badge colorPalette={requestStatusColour(r.status)}>{requestStatusLabel(r.status)}</Badge>
            </HStack>
            <Text color="fg.muted">
              {`${formatNumber(r.ordersPerMonth)} orders a month · ${formatNumber(r.estimatedUnits)} units · asked ${formatDate(
                r.createdAt,
              )} by ${r.name} (${r.phone})`}
            </Text>
            {r.warehouse && <Text>{`Attached: ${r.warehouse.name}`}</Text>}
            {r.remark && <Text>{`Remark: ${r.remark}`}</Text>}
          </Stack>
          {actions && r.status === 'PENDING' && (
            <HStack gap="2" flexShrink={0} align="flex-start">
              {actions(r)}
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
