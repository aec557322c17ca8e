import { formatKm } from '@parcelo/common';
import { Badge, DataList, Drawer, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DriverDrawer_driver$key } from '../../__generated__/DriverDrawer_driver.graphql';
import type { DriverDrawerQuery } from '../../__generated__/DriverDrawerQuery.graphql';
import { formatDateTime, formatNumber } from '../../lib/format';
import { DrawerDetail, DrawerSection, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { tripStatusLabel, tripStatusPalette } from '../trips/tripList';
import { TripStats } from '../trips/TripStats';
import { TripTrailMap } from '../trips/TripTrailMap';
import { capacityLabel, clusterLabel, driverStatusLabel } from './lightningForms';

/** The drawer's own query, loaded when a driver's name is clicked (or the URL names one). */
export const driverDrawerQuery = graphql`
  query DriverDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on Driver @alias(as: "driver") {
        ...DriverDrawer_driver
      }
    }
  }
`;

const fragment = graphql`
  fragment DriverDrawer_driver on Driver {
    name
    phone
    email
    active
    statusCode
    vehicleLabel
    capacityOrders
    capacityKg
    cluster {
      name
      code
      warehouseName
    }
    createdAt
    totalOrders
    currentTrip {
      status
      createdAt
      distanceKm
      stats {
        ...TripStats_stats
      }
    }
    # Its latest trip's positions, the current one's while it is on the road.
    trail {
      ...TripTrailMap_trail
    }
  }
`;

/** A driver's details: who, what it rides and where it is based; its trip now and where it went. */
export function DriverDrawer(props: QueryDrawerState<DriverDrawerQuery>) {
  return (
    <QueryDrawer<DriverDrawerQuery>
      {...props}
      title="Driver"
      query={driverDrawerQuery}
      size={{ base: 'full', md: 'md' }}
    >
      {(data) => data.node?.driver && <Details driver={data.node.driver} />}
    </QueryDrawer>
  );
}

function Details({ driver }: { driver: DriverDrawer_driver$key }) {
  const d = useFragment(fragment, driver);
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>{d.name}</Drawer.Title>
          <HStack gap="2">
            <Badge variant="subtle">{driverStatusLabel(d.statusCode)}</Badge>
            <Badge colorPalette={d.active ? 'green' : 'gray'} variant="subtle">
              {d.active ? 'Active' : 'Inactive'}
            </Badge>
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <DataList.Root orientation="horizontal" gap="3">
          <DrawerDetail label="Phone">{d.phone}</DrawerDetail>
          <DrawerDetail label="Email">{d.email ?? '—'}</DrawerDetail>
          <DrawerDetail label="Vehicle">{d.vehicleLabel}</DrawerDetail>
          <DrawerDetail label="Carries">{capacityLabel(d.capacityOrders, d.capacityKg)}</DrawerDetail>
          <DrawerDetail label="Cluster">
            {d.cluster ? `${clusterLabel(d.cluster.name, d.cluster.warehouseName)} (${d.cluster.code})` : '—'}
          </DrawerDetail>
          <DrawerDetail label="Added">{formatDateTime(d.createdAt)}</DrawerDetail>
          <DrawerDetail label="Orders taken out">{formatNumber(d.totalOrders)}</DrawerDetail>
        </DataList.Root>
        <Stack gap="6" mt="6">
          <DrawerSection title="Current trip">
            {d.currentTrip ? (
              <Stack gap="3">
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={tripStatusPalette(d.currentTrip.status)} variant="subtle">
                    {tripStatusLabel(d.currentTrip.status)}
                  </Badge>
                  <Text textStyle="sm" color="fg.muted">
                    Started {formatDateTime(d.currentTrip.createdAt)} · {formatKm(d.currentTrip.distanceKm)}
                  </Text>
                </HStack>
                <TripStats stats={d.currentTrip.stats} />
              </Stack>
            ) : (
              <Text color="fg.muted">Not on a trip</Text>
            )}
          </DrawerSection>
          <DrawerSection title={d.currentTrip ? 'Trail' : 'Latest trail'}>
            <TripTrailMap trail={d.trail} label={`Trail of ${d.name}`} live={Boolean(d.currentTrip)} />
          </DrawerSection>
        </Stack>
      </Drawer.Body>
    </>
  );
}
