import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { OpenWarehouseRequests_query$key } from '../../__generated__/OpenWarehouseRequests_query.graphql';
import { formatDate, formatNumber } from '../../lib/format';
import { brandsPath } from '../../lib/brandsParams';

const fragment = graphql`
  fragment OpenWarehouseRequests_query on Query {
    openRequests: warehouseRequests(first: 20, status: PENDING) {
      totalCount
      edges {
        node {
          id
          city
          state
          ordersPerMonth
          estimatedUnits
          createdAt
          company {
            id
            name
          }
        }
      }
    }
  }
`;

/** Admin home, Warehouses tab: the Micro-WH requests no admin has answered yet, each a link to its brand's page. */
export function OpenWarehouseRequests({ query }: { query: OpenWarehouseRequests_query$key }) {
  const { openRequests } = useFragment(fragment, query);
  if (!openRequests?.edges.length) return null;
  return (
    <Card.Root as="section" size="sm" aria-label="Open Micro-WH requests">
      <Card.Header>
        <Card.Title>{`Open Micro-WH requests (${formatNumber(openRequests.totalCount)})`}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {openRequests.edges.map(({ node: r }) => (
            <HStack key={r.id} justify="space-between" gap="3" wrap="wrap" textStyle="sm">
              <Text>
                <Text as="span" fontWeight="medium">
                  {r.company?.name ?? 'Unknown brand'}
                </Text>
                {` · ${r.city}, ${r.state} · ${formatNumber(r.ordersPerMonth)} orders a month · ${formatNumber(
                  r.estimatedUnits,
                )} units · ${formatDate(r.createdAt)}`}
              </Text>
              {r.company && (
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={brandsPath('warehouses', r.company.id)}>Answer</RouterLink>
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
