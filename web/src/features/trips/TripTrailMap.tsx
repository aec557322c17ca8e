import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Line, Marker } from 'react-simple-maps';
import type { TripTrailMap_trail$key } from '../../__generated__/TripTrailMap_trail.graphql';
import { formatTime } from '../../lib/format';
import { CityMap, MAP_SIZE, ScaleBar } from '../../lib/MapParts';
import { trailView } from './tripTrail';

const TRAIL_COLOR = '#0072B2';
const START_COLOR = '#009E73';
const END_COLOR = '#D55E00';

// A trip's or a driver's positions, oldest first.
const fragment = graphql`
  fragment TripTrailMap_trail on TripPosition @relay(plural: true) {
    lat
    lng
    at
  }
`;

interface TrailPoint {
  readonly lat: number;
  readonly lng: number;
  readonly at: string;
}

interface Props {
  trail: TripTrailMap_trail$key;
  /** Names the map for assistive technology, e.g. "Trail of trip". */
  label?: string;
  /** The trip is still on the road: the last position is where the driver is now. */
  live?: boolean;
}

/**
 * A trip's trail on a city map: the line of the driver's positions, oldest first, from where it
 * started to where it was last (or is now, on a live trip).
 */
export function TripTrailMap({ trail: trailKey, label = 'Trail map', live = false }: Props) {
  const trail: readonly TrailPoint[] = useFragment(fragment, trailKey);
  const view = useMemo(() => trailView(trail, MAP_SIZE), [trail]);
  if (!view)
    return (
      <Text color="fg.muted" py="8" textAlign="center" borderWidth="1px" rounded="md">
        No positions yet
      </Text>
    );
  const first = trail[0]!;
  const last = trail.at(-1)!;
  const at = ({ lat, lng }: TrailPoint): [number, number] => [lng, lat];
  return (
    <Box>
      <CityMap view={view} label={label}>
        {trail.length > 1 && (
          <Line
            data-trail
            coordinates={trail.map(at)}
            stroke={TRAIL_COLOR}
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
            strokeOpacity={0.85}
            fill="none"
          />
        )}
        <Marker coordinates={at(first)}>
          <g aria-label={`Started at ${formatTime(first.at)}`}>
            <circle r={8} fill={START_COLOR} stroke="#fff" strokeWidth={2} />
          </g>
        </Marker>
        {trail.length > 1 && (
          <Marker coordinates={at(last)}>
            <g aria-label={`${live ? 'Now' : 'Last seen'} at ${formatTime(last.at)}`}>
              <circle r={8} fill={END_COLOR} stroke="#fff" strokeWidth={2} />
            </g>
          </Marker>
        )}
        <ScaleBar km={view.bar.km} pixels={view.bar.pixels} />
      </CityMap>
      <Flex gap="3" wrap="wrap" textStyle="xs" color="fg.muted" mt="2" role="list" aria-label="Map legend">
        <HStack gap="1.5" role="listitem">
          <Box w="3" h="3" bg={START_COLOR} rounded="full" />
          <Text>Start · {formatTime(first.at)}</Text>
        </HStack>
        {trail.length > 1 && (
          <HStack gap="1.5" role="listitem">
            <Box w="3" h="3" bg={END_COLOR} rounded="full" />
            <Text>
              {live ? 'Now' : 'Last seen'} · {formatTime(last.at)}
            </Text>
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
