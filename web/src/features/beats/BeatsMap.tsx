import type { LatLng } from '@parcelo/common';
import { useMemo } from 'react';
import { Line, Marker } from 'react-simple-maps';
import { CityMap, MAP_SIZE, ScaleBar } from '../../lib/MapParts';
import { beatColor, beatsMapView, type PlanBeat } from './beatPlan';

const at = (p: LatLng): [number, number] => [p.lng, p.lat];

/**
 * The beats on the offline city map, as the route plan draws its routes: each a line in its
 * colour from the warehouse through its stops and back, the stops numbered in driving order.
 */
export function BeatsMap({ depot, beats }: { depot: LatLng; beats: readonly PlanBeat[] }) {
  // A stop moved by hand keeps the same places, so the view stays put as the admin edits.
  const places = JSON.stringify(
    beats
      .flatMap((b) => b.stops)
      .map((p) => [p.lat, p.lng])
      .sort(),
  );
  const view = useMemo(() => {
    const points = (JSON.parse(places) as [number, number][]).map(([lat, lng]) => ({ lat, lng }));
    return beatsMapView(depot, points, MAP_SIZE);
  }, [depot, places]);

  return (
    <CityMap view={view} label="Beats map">
      {beats.map((beat, b) =>
        beat.stops.length === 0 ? null : (
          <Line
            key={beat.id}
            data-beat={beat.name}
            coordinates={[at(depot), ...beat.stops.map(at), at(depot)]}
            stroke={beatColor(b)}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeOpacity={0.8}
            fill="none"
          />
        ),
      )}
      {beats.flatMap((beat, b) =>
        beat.stops.map((stop, i) => (
          <Marker key={stop.id} coordinates={at(stop)}>
            <g aria-label={`${beat.name} stop ${i + 1}: ${stop.retailerName}`}>
              <circle r={6} fill={beatColor(b)} stroke="#fff" strokeWidth={1.5} />
            </g>
          </Marker>
        )),
      )}
      <Marker coordinates={at(depot)}>
        <g aria-label="Warehouse">
          <rect x={-9} y={-9} width={18} height={18} rx={3} fill="#1a202c" stroke="#fff" strokeWidth={2} />
          <text textAnchor="middle" dy="0.35em" fontSize={10} fontWeight={700} fill="#fff">
            W
          </text>
        </g>
      </Marker>
      <ScaleBar km={view.bar.km} pixels={view.bar.pixels} />
    </CityMap>
  );
}
