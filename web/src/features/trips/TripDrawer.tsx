import { UNDELIVERED_REASONS, formatKm } from '@parcelo/common';
import { Badge, DataList, Drawer, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { TripDrawer_trip$data, TripDrawer_trip$key } from '../../__generated__/TripDrawer_trip.graphql';
import type { TripDrawerQuery } from '../../__generated__/TripDrawerQuery.graphql';
import type { TripDrawerSubscription } from '../../__generated__/TripDrawerSubscription.graphql';
import { formatDateTime, formatPaise } from '../../lib/format';
import { DrawerDetail, DrawerSection, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { notifyFailure } from '../../lib/toaster';
import { TripStats } from './TripStats';
import { TripTrailMap } from './TripTrailMap';
import { TRIPS_LIVE_STOPPED, clusterName, tripOrderPalette, tripStatusLabel, tripStatusPalette } from './tripList';

/** The drawer's own query, loaded when a trip's row is clicked (or the URL names one). */
export const tripDrawerQuery = graphql`
  query TripDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on Trip @alias(as: "trip") {
        id
        ...TripDrawer_trip
      }
    }
  }
`;

const fragment = graphql`
  fragment TripDrawer_trip on Trip {
    id
    createdAt
    endedAt
    status
    driverName
    driverPhone
    clusterName
    cluster {
      name
      warehouseName
    }
    cod
    codCollected
    distanceKm
    stats {
      ...TripStats_stats
    }
    orders {
      orderId
      stop
      awb
      paymentMethod
      totalPrice
      status
      statusLabel
      undeliveredReason
      closedAt
      hasProof
      proofUrl
    }
    trail {
      ...TripTrailMap_trail
    }
  }
`;

// The open trip as it changes: its stats, orders and trail follow the driver.
const subscription = graphql`
  subscription TripDrawerSubscription($id: ID!) {
    tripUpdated(trip: $id) {
      ...TripDrawer_trip
    }
  }
`;

/** A trip's details: who drove it, its figures, its orders in route order and its trail. */
export function TripDrawer(props: QueryDrawerState<TripDrawerQuery>) {
  return (
    <QueryDrawer<TripDrawerQuery> {...props} title="Trip" query={tripDrawerQuery} size={{ base: 'full', md: 'xl' }}>
      {(data) => data.node?.trip && <Details key={data.node.trip.id} trip={data.node.trip} />}
    </QueryDrawer>
  );
}

function useTripLive(id: string) {
  const config = useMemo<GraphQLSubscriptionConfig<TripDrawerSubscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => notifyFailure(error, TRIPS_LIVE_STOPPED),
    }),
    [id],
  );
  useSubscription<TripDrawerSubscription>(config);
}

function Details({ trip }: { trip: TripDrawer_trip$key }) {
  const t = useFragment(fragment, trip);
  useTripLive(t.id);
  const live = t.status !== 'COMPLETED';
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>Trip of {t.driverName}</Drawer.Title>
          <HStack gap="2">
            <Badge colorPalette={tripStatusPalette(t.status)} variant="subtle">
              {tripStatusLabel(t.status)}
            </Badge>
            <Text textStyle="sm" color="fg.muted">
              {formatDateTime(t.createdAt)}
            </Text>
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <DataList.Root orientation="horizontal" gap="3">
            <DrawerDetail label="Driver">
              {t.driverName} · {t.driverPhone}
            </DrawerDetail>
            <DrawerDetail label="Cluster">
              {t.cluster ? clusterName(t.cluster.name, t.cluster.warehouseName) : t.clusterName}
            </DrawerDetail>
            <DrawerDetail label="Started">{formatDateTime(t.createdAt)}</DrawerDetail>
            <DrawerDetail label="Ended">{t.endedAt ? formatDateTime(t.endedAt) : '—'}</DrawerDetail>
            <DrawerDetail label="Distance">{formatKm(t.distanceKm)}</DrawerDetail>
            <DrawerDetail label="COD">
              {formatPaise(t.codCollected)} collected of {formatPaise(t.cod)}
            </DrawerDetail>
          </DataList.Root>
          <DrawerSection title="Stats">
            <TripStats stats={t.stats} />
          </DrawerSection>
          <DrawerSection title="Orders">
            <TripOrders trip={t} />
          </DrawerSection>
          <DrawerSection title="Trail">
            <TripTrailMap trail={t.trail} label={`Trail of ${t.driverName}'s trip`} live={live} />
          </DrawerSection>
        </Stack>
      </Drawer.Body>
    </>
  );
}

/** The trip's orders in route order, each with how it ended and, when taken, the delivery photo. */
function TripOrders({ trip }: { trip: TripDrawer_trip$data }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`Orders on ${trip.driverName}'s trip`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">Stop</Table.ColumnHeader>
            <Table.ColumnHeader>AWB</Table.ColumnHeader>
            <Table.ColumnHeader>Payment method</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
            <Table.ColumnHeader>Closed at</Table.ColumnHeader>
            <Table.ColumnHeader>Photo</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {trip.orders.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={8} textAlign="center" py="8" color="fg.muted">
                No orders on this trip
              </Table.Cell>
            </Table.Row>
          ) : (
            trip.orders.map((order) => (
              <Table.Row key={order.orderId}>
                <Table.Cell textAlign="end">{order.stop}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" fontFamily="mono">
                  {order.awb}
                </Table.Cell>
                <Table.Cell>{order.paymentMethod}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatPaise(order.totalPrice)}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={tripOrderPalette(order.status)} variant="subtle" whiteSpace="nowrap">
                    {order.statusLabel}
                  </Badge>
                </Table.Cell>
                <Table.Cell minW="32">
                  {order.undeliveredReason
                    ? (UNDELIVERED_REASONS[order.undeliveredReason as keyof typeof UNDELIVERED_REASONS] ??
                      order.undeliveredReason)
                    : '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{order.closedAt ? formatDateTime(order.closedAt) : '—'}</Table.Cell>
                <Table.Cell>
                  {order.hasProof && order.proofUrl ? (
                    <Link
                      href={order.proofUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      colorPalette="blue"
                      aria-label={`Photo of ${order.awb}`}
                    >
                      Photo
                    </Link>
                  ) : order.hasProof ? (
                    <Text color="fg.muted">Taken</Text>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
