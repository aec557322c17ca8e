import { MSG } from '@parcelo/common';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OrderCustomerRequestsSection_order$key } from '../../__generated__/OrderCustomerRequestsSection_order.graphql';
import type { OrderCustomerRequestsSectionPaginationQuery } from '../../__generated__/OrderCustomerRequestsSectionPaginationQuery.graphql';
import { formatDateTime, formatListRange } from '../../lib/format';
import { notifyError } from '../../lib/toaster';
import { approvalStatusView, formLinkStatusView, linkLapsed, undeliveredReasonLabel } from '../customerRequests';
import { readRequestSummary } from '../customerRequests/customerRequestAnswers';

const fragment = graphql`
  fragment OrderCustomerRequestsSection_order on Order
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "OrderCustomerRequestsSectionPaginationQuery") {
    customerRequests(first: $count, after: $cursor) @connection(key: "OrderCustomerRequestsSection_customerRequests") {
      totalCount
      edges {
        node {
          id
          createdAt
          undeliveredReason
          formLinkStatus
          expired
          approvalStatus
          requestType
          ...customerRequestAnswers_request
        }
      }
    }
  }
`;

/** How many more requests "Load more" fetches. */
const REQUESTS_PAGE = 10;

/** The order's non-delivery (NDR) requests, newest first: why, the buyer's link, the answer and its approval. */
export function OrderCustomerRequestsSection({ order }: { order: OrderCustomerRequestsSection_order$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    OrderCustomerRequestsSectionPaginationQuery,
    OrderCustomerRequestsSection_order$key
  >(fragment, order);
  const requests = data.customerRequests?.edges.map((edge) => edge.node) ?? [];

  if (!data.customerRequests) return <Text color="fg.muted">{MSG.customerRequestsUnavailable}</Text>;
  if (requests.length === 0) return <Text color="fg.muted">No NDR requests</Text>;

  const loadMore = () => loadNext(REQUESTS_PAGE, { onComplete: (error) => error && notifyError(error) });

  return (
    <Stack gap="3">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="NDR requests" aria-busy={isLoadingNext}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader whiteSpace="nowrap">Created</Table.ColumnHeader>
              <Table.ColumnHeader>Reason</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">Form link</Table.ColumnHeader>
              <Table.ColumnHeader>Approval</Table.ColumnHeader>
              <Table.ColumnHeader>Request</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {requests.map((request) => {
              const link = formLinkStatusView(request.formLinkStatus);
              const approval = approvalStatusView(request.approvalStatus);
              const summary = readRequestSummary(request);
              return (
                <Table.Row key={request.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(request.createdAt)}</Table.Cell>
                  <Table.Cell minW="32">{undeliveredReasonLabel(request.undeliveredReason)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Badge colorPalette={link.palette} variant="subtle" whiteSpace="nowrap">
                        {link.label}
                      </Badge>
                      {linkLapsed(request.formLinkStatus, request.expired) && (
                        <Badge colorPalette="red" variant="subtle" whiteSpace="nowrap">
                          Expired
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={approval.palette} variant="subtle" whiteSpace="nowrap">
                      {approval.label}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell minW="48">
                    <Text color={request.requestType ? undefined : 'fg.muted'}>{summary.title}</Text>
                    {summary.details.map((detail) => (
                      <Text key={detail} textStyle="xs" color="fg.muted" wordBreak="break-word">
                        {detail}
                      </Text>
                    ))}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {hasNext && (
        <HStack justify="space-between" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {formatListRange(0, requests.length, data.customerRequests.totalCount, 'request')}
          </Text>
          <Box>
            <Button variant="outline" size="sm" onClick={loadMore} loading={isLoadingNext}>
              Load more
            </Button>
          </Box>
        </HStack>
      )}
    </Stack>
  );
}
