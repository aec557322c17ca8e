import { plural } from '@parcelo/common';
import { Box, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Line, Marker } from 'react-simple-maps';
import type { DriverStopsMap_stops$key } from '../../../__generated__/DriverStopsMap_stops.graphql';
import { CityMap, MAP_SIZE } from '../../../lib/MapParts';
import { stopsLayout } from './stopsMap';

const fragment = graphql`
  fragment DriverStopsMap_stops on DriverStop @relay(plural: true) {
    id
    stop
    point {
      lat
      lng
    }
  }
`;

const ROUTE_COLOR = '#0072B2';
// Drawn at about half size on a phone: big enough to read the stop's number.
const MARKER_RADIUS = 18;
const MARKER_OUTLINE = 3;

/** The route's stops on a city map, numbered in driving order and joined in that order. */
export function DriverStopsMap({ stops }: { stops: DriverStopsMap_stops$key }) {
  const data = useFragment(fragment, stops);
  const placed = useMemo(
    () =>
      data
        .flatMap((s) => (s.point ? [{ id: s.id, stop: s.stop, lat: s.point.lat, lng: s.point.lng }] : []))
        .sort((a, b) => a.stop - b.stop),
    [data],
  );
  const { offsets, view } = useMemo(
    () => stopsLayout(placed, MAP_SIZE, { radius: MARKER_RADIUS, outline: MARKER_OUTLINE }),
    [placed],
  );
  if (!view) return null;
  const unplaced = data.length - placed.length;

  return (
    <Box>
      <CityMap view={view} label="Map of your stops">
        {placed.length > 1 && (
          <Line
            coordinates={placed.map((p) => [p.lng, p.lat])}
            stroke={ROUTE_COLOR}
            strokeWidth={5}
            strokeLinejoin="round"
            strokeOpacity={0.6}
            fill="none"
          />
        )}
        {placed.map((p, i) => (
          <Marker key={p.id} coordinates={[p.lng, p.lat]}>
            <g transform={`translate(${offsets[i]![0]} ${offsets[i]![1]})`} aria-label={`Stop ${p.stop}`}>
              <circle r={MARKER_RADIUS} fill={ROUTE_COLOR} stroke="#fff" strokeWidth={MARKER_OUTLINE} />
              <text textAnchor="middle" dy="0.35em" fontSize={MARKER_RADIUS} fontWeight={700} fill="#fff">
                {p.stop}
              </text>
            </g>
          </Marker>
        ))}
      </CityMap>
      {unplaced > 0 && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          Not on the map (no known place for the pincode): {plural(unplaced, 'stop')}
        </Text>
      )}
    </Box>
  );
}
