import { Box } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
// Offline shapes: no tile server is reachable from the warehouses, and a driver's phone needs none.
import indiaUrl from 'geojson-india/india.json?url';

/*
 * What the city maps (a route plan, a trip's trail, a driver's stops) share, so they frame,
 * outline and measure alike.
 */

/** The city maps' own drawing size (their viewBox); the svg scales to its frame's width. */
export const MAP_SIZE = { width: 600, height: 420 } as const;

interface CityMapProps {
  /** Where the map looks: its centre ([lng, lat]) and the Mercator projection's scale. */
  view: { center: [number, number]; scale: number };
  /** Names the map for assistive technology. */
  label: string;
  children: ReactNode;
}

/** A city map in its frame, the states' outlines under what the feature draws on it. */
export function CityMap({ view, label, children }: CityMapProps) {
  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden" bg="#f4f6f8">
      <ComposableMap
        width={MAP_SIZE.width}
        height={MAP_SIZE.height}
        projection="geoMercator"
        projectionConfig={{ center: view.center, scale: view.scale }}
        role="img"
        aria-label={label}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <IndiaOutline />
        {children}
      </ComposableMap>
    </Box>
  );
}

/** A round length in the map's bottom-left corner, so the reader can tell how far apart places are. */
export function ScaleBar({ km, pixels }: { km: number; pixels: number }) {
  const x = 16;
  const y = MAP_SIZE.height - 16;
  return (
    <g aria-hidden>
      <rect x={x - 6} y={y - 22} width={pixels + 12} height={30} rx={3} fill="#fff" fillOpacity={0.8} />
      <path d={`M${x} ${y - 5}V${y}H${x + pixels}V${y - 5}`} stroke="#1a202c" strokeWidth={2} fill="none" />
      <text x={x + pixels / 2} y={y - 8} textAnchor="middle" fontSize={12} fill="#1a202c">
        {km < 1 ? `${km * 1000} m` : `${km} km`}
      </text>
    </g>
  );
}

// Memoised: the states' many paths never change while the markers over them re-render.
const IndiaOutline = memo(function IndiaOutline() {
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
