import { Alert, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SalesChannelsPageQuery } from '../../__generated__/SalesChannelsPageQuery.graphql';
import type { SalesChannelsPage_company$key } from '../../__generated__/SalesChannelsPage_company.graphql';
import type { SalesChannelsPaginationQuery } from '../../__generated__/SalesChannelsPaginationQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog } from '../../lib/FormDialog';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { MSG } from '@parcelo/common';
import { SalesChannelCard } from './SalesChannelCard';
import { SalesChannelConnectForm } from './SalesChannelConnectForm';
import { ShopifyConnect } from './ShopifyConnect';

const query = graphql`
  query SalesChannelsPageQuery {
    viewer {
      company {
        ...SalesChannelsPage_company
      }
    }
  }
`;

const fragment = graphql`
  fragment SalesChannelsPage_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" })
  @refetchable(queryName: "SalesChannelsPaginationQuery") {
    salesChannelBlocker
    salesChannels(first: $first, after: $after) @connection(key: "SalesChannelsPage_salesChannels") {
      __id
      edges {
        node {
          id
          ...SalesChannelCard_channel
        }
      }
    }
  }
`;

export function salesChannelsLoader() {
  return loadRouteQuery<SalesChannelsPageQuery>(query, {});
}

/** /settings/integrations/sales-channels: the stores orders come from. */
export function SalesChannelsPage() {
  const { viewer } = useRouteQuery<SalesChannelsPageQuery>(query);
  if (!viewer?.company) return <FormAlert message={MSG.notFound} />;
  return <SalesChannels company={viewer.company} />;
}

function SalesChannels({ company }: { company: SalesChannelsPage_company$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SalesChannelsPaginationQuery,
    SalesChannelsPage_company$key
  >(fragment, company);
  const [connecting, setConnecting] = useState(false);
  const connectionId = data.salesChannels.__id;
  const edges = data.salesChannels.edges;
  const blocker = data.salesChannelBlocker;

  return (
    <Stack gap="4">
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h2" size="md">
            Sales channels
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            The stores your orders are pulled from. Connect as many stores of each kind as you run.
          </Text>
        </Box>
        <Flex ms={{ sm: 'auto' }} gap="2" wrap="wrap">
          <ShopifyConnect />
          <Button onClick={() => setConnecting(true)} disabled={blocker !== null}>
            Connect a store
          </Button>
        </Flex>
      </Flex>

      {blocker && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{blocker}</Alert.Description>
        </Alert.Root>
      )}

      <Card.Root size="sm" variant="subtle">
        <Card.Body>
          <Text fontWeight="semibold">Manual</Text>
          <Text textStyle="sm" color="fg.muted">
            Orders you create here (Create Order, bulk upload) are always on; there is nothing to connect.
          </Text>
        </Card.Body>
      </Card.Root>

      {edges.length === 0 ? (
        <Card.Root size="sm" variant="outline">
          <Card.Body alignItems="flex-start" gap="2">
            <Text fontWeight="semibold">No stores connected yet</Text>
            <Text textStyle="sm" color="fg.muted">
              Connect your Shopify or WooCommerce store, or another channel, to pull its orders in.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Connected stores">
          {edges.map((edge) => (
            <SalesChannelCard key={edge.node.id} channel={edge.node} connectionId={connectionId} />
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button variant="outline" alignSelf="center" onClick={() => loadNext(50)} loading={isLoadingNext}>
          Show more stores
        </Button>
      )}

      <FormDialog open={connecting} onClose={() => setConnecting(false)}>
        <SalesChannelConnectForm connectionId={connectionId} onDone={() => setConnecting(false)} />
      </FormDialog>
    </Stack>
  );
}
