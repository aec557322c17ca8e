import type { LatLng } from '@parcelo/common';
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { ComposableMap, Geographies, Geography, Line, Marker } from 'react-simple-maps';
// The same offline shapes as the India map: no tile server is reachable from the warehouses.
import indiaUrl from 'geojson-india/india.json?url';
import { mapView, markerOffsets, routeColor, type PlanRoute } from './routePlan';

// The map's own drawing size (its viewBox); the svg scales to its frame's width.
const WIDTH = 600;
const HEIGHT = 420;

const at = (p: LatLng): [number, number] => [p.lng, p.lat];

interface Props {
  depot: LatLng;
  routes: readonly PlanRoute[];
}

/**
 * The routes on a city map centred on the warehouse: each a line in its colour from the
 * warehouse through its stops and back, the stops numbered in driving order.
 */
export function RoutePlanMap({ depot, routes }: Props) {
  // Moving a stop between routes keeps the same places, so the view stays put as the admin edits.
  const places = JSON.stringify(routes.flatMap((r) => r.stops.map((s) => [s.lat, s.lng])).sort());
  const view = useMemo(() => {
    const points = (JSON.parse(places) as [number, number][]).map(([lat, lng]) => ({ lat, lng }));
    return mapView(depot, points, { width: WIDTH, height: HEIGHT });
  }, [depot, places]);
  const stops = routes.flatMap((route, r) => route.stops.map((stop, i) => ({ stop, r, n: i + 1 })));
  const offsets = markerOffsets([depot, ...stops.map((s) => s.stop)]).slice(1);

  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden" bg="#f4f6f8">
      <ComposableMap
        width={WIDTH}
        height={HEIGHT}
        projection="geoMercator"
        projectionConfig={view}
        role="img"
        aria-label="Route map"
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <Outline />
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
        <Marker coordinates={at(depot)}>
          <g aria-label="Warehouse">
            <rect x={-10} y={-10} width={20} height={20} rx={3} fill="#1a202c" stroke="#fff" strokeWidth={2} />
            <text textAnchor="middle" dy="0.35em" fontSize={11} fontWeight={700} fill="#fff">
              W
            </text>
          </g>
        </Marker>
        <ScaleBar km={view.bar.km} pixels={view.bar.pixels} />
      </ComposableMap>
    </Box>
  );
}

/** A round length in the map's bottom-left corner, so the admin can tell how far apart stops are. */
function ScaleBar({ km, pixels }: { km: number; pixels: number }) {
  const x = 16;
  const y = HEIGHT - 16;
  return (
    <g aria-hidden>
      <rect x={x - 6} y={y - 22} width={pixels + 12} height={30} rx={3} fill="#fff" fillOpacity={0.8} />
      <path d={`M${x} ${y - 5}V${y}H${x + pixels}V${y - 5}`} stroke="#1a202c" strokeWidth={2} fill="none" />
      <text x={x + pixels / 2} y={y - 8} textAnchor="middle" fontSize={12} fill="#1a202c">
        {`${km} km`}
      </text>
    </g>
  );
}

/** The states' outlines behind the routes (Delhi's at a city's scale); drawn once per plan. */
const Outline = memo(function Outline() {
  return (
    <Geographies geography={indiaUrl}>
      {({ geographies }) =>
        geographies.map((geo) => (
          <Geography
            key={geo.rsmKey}
            geography={geo}
            fill="#e2e8f0"
            stroke="#a0aec0"
            strokeWidth={1}
            style={{ outline: 'none', pointerEvents: 'none' }}
            aria-hidden
          />
        ))
      }
    </Geographies>
  );
});

/** Which colour is whose route, and the warehouse's marker. */
export function RoutePlanLegend({ routes }: { routes: readonly PlanRoute[] }) {
  return (
    <Flex gap="3" wrap="wrap" textStyle="xs" color="fg.muted" role="list" aria-label="Map legend">
      <HStack gap="1.5" role="listitem">
        <Box w="3" h="3" bg="#1a202c" rounded="sm" />
        <Text>Warehouse</Text>
      </HStack>
      {routes.map((route, r) => (
        <HStack key={route.driver?.id ?? r} gap="1.5" role="listitem">
          <Box w="4" h="1" bg={routeColor(r)} rounded="full" />
          <Text>{route.driver?.name ?? `Route ${r + 1}`}</Text>
        </HStack>
      ))}
    </Flex>
  );
}
