import type { LatLng } from '@parcelo/common';
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Line, Marker } from 'react-simple-maps';
import { CityMap, MAP_SIZE, ScaleBar } from '../../lib/MapParts';
import { driverPositions, mapView, markerOffsets, routeColor, type PlanRoute } from './routePlan';

const at = (p: LatLng): [number, number] => [p.lng, p.lat];

interface Props {
  depot: LatLng;
  routes: readonly PlanRoute[];
}

// A driver's last position is a ring in its route's colour around its initials, told apart from
// the filled, numbered stops; the legend shows the ring in a neutral grey, as it stands for all.
const DRIVER_RING = '#4a5568';

/**
 * The routes on a city map centred on the warehouse: each a line in its colour from the
 * warehouse through its stops and back, the stops numbered in driving order, and where each
 * driver on a trip was last seen.
 */
export function RoutePlanMap({ depot, routes }: Props) {
  const drivers = driverPositions(routes);
  // Moving a stop between routes keeps the same places, so the view stays put as the admin edits.
  const places = JSON.stringify([...routes.flatMap((r) => r.stops), ...drivers].map((p) => [p.lat, p.lng]).sort());
  const view = useMemo(() => {
    const points = (JSON.parse(places) as [number, number][]).map(([lat, lng]) => ({ lat, lng }));
    return mapView(depot, points, MAP_SIZE);
  }, [depot, places]);
  const stops = routes.flatMap((route, r) => route.stops.map((stop, i) => ({ stop, r, n: i + 1 })));
  const offsets = markerOffsets([depot, ...stops.map((s) => s.stop)]).slice(1);

  return (
    <CityMap view={view} label="Route map">
      {routes.map((route, r) =>
        route.stops.length === 0 ? null : (
          <Line
            key={route.driver?.id ?? r}
            data-route={r}
            coordinates={[at(depot), ...route.stops.map(at), at(depot)]}
            stroke={routeColor(r)}
            strokeWidth={3}
            strokeLinejoin="round"
            strokeOpacity={0.85}
            fill="none"
          />
        ),
      )}
      {stops.map(({ stop, r, n }, i) => (
        <Marker key={stop.id} coordinates={at(stop)}>
          <g transform={`translate(${offsets[i]![0]} ${offsets[i]![1]})`} aria-label={`Stop ${n}: ${stop.awb}`}>
            <circle r={10} fill={routeColor(r)} stroke="#fff" strokeWidth={2} />
            <text textAnchor="middle" dy="0.35em" fontSize={11} fontWeight={700} fill="#fff">
              {n}
            </text>
          </g>
        </Marker>
      ))}
      {drivers.map((d) => (
        <Marker key={`driver-${d.id}`} coordinates={at(d)}>
          <g aria-label={d.label} data-driver={d.id}>
            <circle r={11} fill="#fff" stroke={routeColor(d.route)} strokeWidth={3} />
            <text textAnchor="middle" dy="0.35em" fontSize={9} fontWeight={700} fill={routeColor(d.route)}>
              {d.initials}
            </text>
          </g>
        </Marker>
      ))}
      <Marker coordinates={at(depot)}>
        <g aria-label="Warehouse">
          <rect x={-10} y={-10} width={20} height={20} rx={3} fill="#1a202c" stroke="#fff" strokeWidth={2} />
          <text textAnchor="middle" dy="0.35em" fontSize={11} fontWeight={700} fill="#fff">
            W
          </text>
        </g>
      </Marker>
      <ScaleBar km={view.bar.km} pixels={view.bar.pixels} />
    </CityMap>
  );
}

/** Which colour is whose route, the warehouse's marker and, when any is drawn, a driver's last position. */
export function RoutePlanLegend({ routes }: { routes: readonly PlanRoute[] }) {
  const seen = routes.some((r) => r.driver?.lastPosition);
  return (
    <Flex gap="3" wrap="wrap" textStyle="xs" color="fg.muted" role="list" aria-label="Map legend">
      <HStack gap="1.5" role="listitem">
        <Box w="3" h="3" bg="#1a202c" rounded="sm" />
        <Text>Warehouse</Text>
      </HStack>
      {seen && (
        <HStack gap="1.5" role="listitem">
          <Box w="3" h="3" bg="#fff" borderWidth="2px" borderColor={DRIVER_RING} rounded="full" />
          <Text>{"Driver's last position"}</Text>
        </HStack>
      )}
      {routes.map((route, r) => (
        <HStack key={route.driver?.id ?? r} gap="1.5" role="listitem">
          <Box w="4" h="1" bg={routeColor(r)} rounded="full" />
          <Text>{route.driver?.name ?? `Route ${r + 1}`}</Text>
        </HStack>
      ))}
    </Flex>
  );
}
