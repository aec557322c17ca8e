import { INDIAN_STATES, MAP_EMPTY, shadeLegend } from '@parcelo/common';
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { preload } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Feature } from 'geojson';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
import type { StateMap_insights$key } from '../../__generated__/StateMap_insights.graphql';
import { formatNumber, formatPaise } from '../../lib/format';
import { ordersListPath } from '../orders';
// The shapes travel as a file of their own, fetched with the page rather than parsed as script.
import indiaUrl from 'geojson-india/india.json?url';
import { stateFills, stateShapes, type Shape, type StateFigures } from './indiaStates';
import { InsightsSection, SectionUnavailable } from './InsightsSection';
import { ordersOf, type InsightsFilters } from './insightsFilters';

const fragment = graphql`
  fragment StateMap_insights on Insights {
    from
    to
    stateWise {
      state
      orders
      revenue
      share
    }
  }
`;

interface Props {
  insights: StateMap_insights$key;
  filters: InsightsFilters;
  /** "Last 30 Days", or the range. */
  title: string;
}

// The map's own drawing size (its viewBox): India fills it under this Mercator projection.
const WIDTH = 600;
const HEIGHT = 660;
const PROJECTION = { center: [82.8, 22.7] as [number, number], scale: 1080 };

const percent = (share: number) => `${share.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
const ordersText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'order' : 'orders'}`;

/** A state's figures as the tooltip and assistive technology read them. */
function describe(state: string, figures: StateFigures | undefined): string {
  if (!figures) return `${state}: no orders`;
  return `${state}: ${ordersText(figures.orders)}, ${formatPaise(figures.revenue)}, ${percent(figures.share)} of orders`;
}

interface Hover {
  state: string;
  x: number;
  y: number;
}

/**
 * Orders per state on the map of India, shaded in ten steps of the busiest state's count, with
 * each state's figures on hover or focus; a state opens its orders.
 */
export function StateMap({ insights, filters, title }: Props) {
  const data = useFragment(fragment, insights);
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  // The state whose figures show, for a tap to tell a first touch from a second.
  const shown = useRef<string | null>(null);
  const states = data.stateWise;
  const { from, to } = data;

  const byState = useMemo(() => new Map((states ?? []).map((s) => [s.state, s])), [states]);
  const { max, fill } = useMemo(() => stateFills(states ?? []), [states]);
  const fills = useMemo(() => Object.fromEntries(INDIAN_STATES.map((state) => [state, fill(state)])), [fill]);
  const labels = useMemo(
    () => Object.fromEntries(INDIAN_STATES.map((state) => [state, describe(state, byState.get(state))])),
    [byState],
  );

  const open = useCallback(
    (state: string) =>
      void navigate(ordersListPath({ ...ordersOf({ from, to }, filters), by: 'DELIVERY_STATE', value: state })),
    [navigate, from, to, filters],
  );
  const point = useCallback((state: string, at: { clientX: number; clientY: number } | null, target: Element) => {
    const frame = box.current?.getBoundingClientRect();
    if (!frame) return;
    // From the keyboard, the tooltip sits on the state's middle.
    const shape = target.getBoundingClientRect();
    const x = (at ? at.clientX : shape.left + shape.width / 2) - frame.left;
    const y = (at ? at.clientY : shape.top + shape.height / 2) - frame.top;
    shown.current = state;
    setHover({ state, x, y });
  }, []);
  const leave = useCallback(() => {
    shown.current = null;
    setHover(null);
  }, []);
  // A touch has no hover: the first tap on a state shows its figures, the next opens its orders.
  const tap = useCallback(
    (state: string, at: { clientX: number; clientY: number }, target: Element, touch: boolean) => {
      if (touch && shown.current !== state) point(state, at, target);
      else open(state);
    },
    [point, open],
  );

  const figures = hover ? byState.get(hover.state) : undefined;
  const legend = shadeLegend(max);

  return (
    <InsightsSection
      title={`Orders across India · ${title}`}
      subtitle="Orders by delivery state; pick a state to see its orders"
    >
      {states == null ? (
        <SectionUnavailable />
      ) : (
        <Stack gap="3">
          <Box ref={box} position="relative" maxW="xl" mx="auto" w="full" onMouseLeave={leave}>
            <StatePaths fills={fills} labels={labels} onPoint={point} onLeave={leave} onTap={tap} onOpen={open} />
            {hover && (
              <Box
                role="tooltip"
                id="state-map-tooltip"
                position="absolute"
                left={`${hover.x}px`}
                top={`${hover.y}px`}
                transform={`translate(${hover.x > (box.current?.clientWidth ?? 0) / 2 ? '-100%' : '0'}, -110%)`}
                pointerEvents="none"
                bg="bg.panel"
                shadow="md"
                rounded="md"
                borderWidth="1px"
                px="3"
                py="2"
                textStyle="sm"
                minW="44"
                zIndex="1"
              >
                <Text fontWeight="semibold">{hover.state}</Text>
                {figures ? (
                  <>
                    <Text>{ordersText(figures.orders)}</Text>
                    <Text>{formatPaise(figures.revenue)}</Text>
                    <Text color="fg.muted">{percent(figures.share)} of orders</Text>
                  </>
                ) : (
                  <Text color="fg.muted">No orders</Text>
                )}
              </Box>
            )}
          </Box>
          <MapLegend legend={legend} />
        </Stack>
      )}
    </InsightsSection>
  );
}

interface PathsProps {
  fills: Record<string, string>;
  labels: Record<string, string>;
  onPoint: (state: string, at: { clientX: number; clientY: number } | null, target: Element) => void;
  onLeave: () => void;
  onTap: (state: string, at: { clientX: number; clientY: number }, target: Element, touch: boolean) => void;
  onOpen: (state: string) => void;
}

/** Starts downloading the shapes with the page's query, rather than once the figures are drawn. */
export const preloadIndiaShapes = () => preload(indiaUrl, { as: 'fetch', crossOrigin: 'anonymous' });

/** The file's 37 shapes as the map's 36 states (module-level: the map reads the file again when it changes). */
const parseShapes = (features: Feature[]): Feature[] =>
  stateShapes(features as unknown as Shape[]) as unknown as Feature[];

/** The 36 shapes, kept apart and memoised so the tooltip's every move leaves them be. */
const StatePaths = memo(function StatePaths({ fills, labels, onPoint, onLeave, onTap, onOpen }: PathsProps) {
  const pointer = useRef('mouse');
  // A state focused by a press (not by Tab) shows its figures by hover or tap instead.
  const pressed = useRef(false);
  return (
    <Box
      onKeyDownCapture={() => {
        pressed.current = false;
      }}
      css={{
        '& svg': { width: '100%', height: 'auto', display: 'block' },
        '& path': {
          stroke: '#c3cad5',
          strokeWidth: 0.5,
          cursor: 'pointer',
          outline: 'none',
          transition: 'opacity 0.1s',
        },
        '& path:hover': { opacity: 0.85, stroke: '#1a202c', strokeWidth: 1 },
        '& path:focus-visible': { stroke: '#1a202c', strokeWidth: 1.8 },
      }}
    >
      <ComposableMap
        width={WIDTH}
        height={HEIGHT}
        projection="geoMercator"
        projectionConfig={PROJECTION}
        role="group"
        aria-label="Orders by state on the map of India"
      >
        <Geographies geography={indiaUrl} parseGeographies={parseShapes}>
          {({ geographies }) =>
            geographies.map((geo) => {
              const state = (geo.properties as { state: string }).state;
              return (
                <Geography
                  key={geo.rsmKey}
                  geography={geo}
                  fill={fills[state]}
                  data-state={state}
                  role="link"
                  aria-label={labels[state]}
                  aria-describedby="state-map-tooltip"
                  onPointerMove={(event: PointerEvent<SVGPathElement>) => {
                    // A finger shows the figures by its tap, not as it slides over the map.
                    if (event.pointerType !== 'touch') onPoint(state, event, event.currentTarget);
                  }}
                  onFocus={(event) => {
                    if (!pressed.current) onPoint(state, null, event.currentTarget);
                  }}
                  onBlur={onLeave}
                  onPointerDown={(event) => {
                    pointer.current = event.pointerType;
                    pressed.current = true;
                  }}
                  onClick={(event: MouseEvent<SVGPathElement>) => {
                    pressed.current = false;
                    onTap(state, event, event.currentTarget, pointer.current === 'touch');
                  }}
                  onKeyDown={(event: KeyboardEvent<SVGPathElement>) => {
                    if (event.key === 'Enter') onOpen(state);
                  }}
                />
              );
            })
          }
        </Geographies>
      </ComposableMap>
    </Box>
  );
});

/** The ten shades with the counts each stands for, and the colour of a state without orders. */
function MapLegend({ legend }: { legend: { color: string; from: number; to: number }[] }) {
  return (
    <Flex
      gap="3"
      align="center"
      wrap="wrap"
      justify="center"
      textStyle="xs"
      color="fg.muted"
      aria-label="Map legend"
      role="list"
    >
      <HStack gap="1.5" role="listitem">
        <Box w="4" h="3" bg={MAP_EMPTY} borderWidth="1px" rounded="sm" />
        <Text>No orders</Text>
      </HStack>
      {legend.length > 0 && (
        <HStack gap="1.5" role="listitem" aria-label={`Fewer to more orders, 1 to ${formatNumber(legend.at(-1)!.to)}`}>
          <Text>{formatNumber(legend[0]!.from)}</Text>
          <HStack gap="0">
            {legend.map((step) => (
              <Box
                key={step.color}
                w={{ base: '5', md: '7' }}
                h="3"
                bg={step.color}
                title={
                  step.from === step.to ? ordersText(step.from) : `${formatNumber(step.from)}–${ordersText(step.to)}`
                }
              />
            ))}
          </HStack>
          <Text>{formatNumber(legend.at(-1)!.to)}</Text>
        </HStack>
      )}
    </Flex>
  );
}
