import { MSG, plural, type LatLng } from '@parcelo/common';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Grid,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import type { useClusterRoutesPlanMutation$data } from '../../__generated__/useClusterRoutesPlanMutation.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { formatNumber } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import {
  confirmBlocker,
  figuresLabel,
  moveStop,
  routeColor,
  routeFigures,
  routesConfirmedMessage,
  routesToConfirm,
  totalKm,
  totalsLabel,
  type PlanDriver,
  type PlanRoute,
} from './routePlan';
import { RoutePlanLegend, RoutePlanMap } from './RoutePlanMap';
import { useDriverOrdersAssignMutation } from './useDriverOrdersAssignMutation';

export type RoutePlan = NonNullable<useClusterRoutesPlanMutation$data['clusterRoutesPlan']['plan']>;

interface Props {
  plan: RoutePlan | null;
  /** Closed; `changed` when some route was confirmed, so the orders are read again. */
  onClose: (changed: boolean) => void;
}

/** Route plan: the proposal on a map and route by route, stops moved by hand, then confirmed driver by driver. */
export function RoutePlanDialog({ plan, onClose }: Props) {
  // Whether a route was given, however the dialog is then closed (Cancel, Escape, the close button).
  const changed = useRef(false);
  // Half-given routes must not be left behind unseen: the dialog stays open while routes are being given.
  const [busy, setBusy] = useState(false);
  const close = (confirmedSome: boolean) => {
    onClose(confirmedSome || changed.current);
    changed.current = false;
  };
  return (
    <Dialog.Root
      open={plan !== null}
      onOpenChange={(details) => !details.open && !busy && close(false)}
      size={{ base: 'full', md: 'cover' }}
      // Centred, a cover dialog fits the screen; from the top its margin would push the footer off it.
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {plan && (
              <PlanBody
                plan={plan}
                onClose={close}
                onBusy={setBusy}
                onGiven={() => {
                  changed.current = true;
                }}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const labelOf = (route: PlanRoute, index: number) => route.driver?.name ?? `Route ${index + 1}`;

interface BodyProps {
  plan: RoutePlan;
  onClose: Props['onClose'];
  onBusy: (busy: boolean) => void;
  onGiven: () => void;
}

function PlanBody({ plan, onClose, onBusy, onGiven }: BodyProps) {
  const depot = plan.depot;
  const [routes, setRoutes] = useState<PlanRoute[]>(() =>
    plan.routes.map((r) => ({ driver: r.driver ?? null, stops: r.stops })),
  );
  const { confirm, confirming, confirmed, error } = useRouteConfirm({ onClose, onBusy, onGiven });
  const total = totalKm(depot, routes);
  const blocker = confirmBlocker(depot, routes);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Route plan</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
          <Stack gap="3" position={{ lg: 'sticky' }} top="0" alignSelf="start">
            <RoutePlanMap depot={depot} routes={routes} />
            <RoutePlanLegend routes={routes} />
            <Text fontWeight="semibold" aria-live="polite" data-testid="plan-totals">
              {totalsLabel(total, plan.constructionKm)}
            </Text>
          </Stack>
          <Stack gap="3">
            {routes.map((route, r) => (
              <RouteCard
                key={route.driver?.id ?? r}
                depot={depot}
                routes={routes}
                index={r}
                confirmed={route.driver !== null && confirmed.has(route.driver.id)}
                confirmedIds={confirmed}
                onMove={(stopId, to) => setRoutes((current) => moveStop(current, stopId, to))}
              />
            ))}
            {plan.unplanned.length > 0 && <Unplanned orders={plan.unplanned} />}
            <FormAlert message={error} />
          </Stack>
        </Grid>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {blocker && (
          <Text textStyle="sm" color="fg.error" flex="1" minW="60" role="status">
            {blocker}
          </Text>
        )}
        <Button variant="ghost" disabled={confirming} onClick={() => onClose(confirmed.size > 0)}>
          Cancel
        </Button>
        <Button onClick={() => void confirm(routes)} loading={confirming} disabled={blocker !== null}>
          Confirm routes
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </>
  );
}

/**
 * Gives each route to its driver in turn, in driving order. A refusal stops there: the routes
 * already given stay given (the drivers may have set out), and the message says which they are.
 */
function useRouteConfirm({ onClose, onBusy, onGiven }: Omit<BodyProps, 'plan'>) {
  const [assign] = useDriverOrdersAssignMutation();
  const [confirming, setConfirmingState] = useState(false);
  const setConfirming = (on: boolean) => {
    setConfirmingState(on);
    onBusy(on);
  };
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const assignRoute = (driver: PlanDriver, orders: string[]) =>
    new Promise<string | null>((resolve) =>
      assign(
        { driver: driver.id, orders },
        {
          onCompleted: (payload) => resolve(payload.userErrors[0]?.message ?? null),
          onError: (e) => resolve(e.message || MSG.serverError),
        },
      ),
    );

  const confirm = async (routes: readonly PlanRoute[]) => {
    setConfirming(true);
    setError(null);
    const given = new Set(confirmed);
    const names = routesToConfirm(routes)
      .filter((r) => given.has(r.driver.id))
      .map((r) => r.driver.name);
    for (const route of routesToConfirm(routes)) {
      if (given.has(route.driver.id)) continue;
      const refused = await assignRoute(
        route.driver,
        route.stops.map((s) => s.id),
      );
      if (refused) {
        setConfirmed(given);
        setConfirming(false);
        const kept = names.length > 0 ? ` Confirmed already: ${names.join(', ')}.` : ' No route was confirmed.';
        setError(`${route.driver.name}'s route was not confirmed: ${refused}.${kept}`);
        return;
      }
      given.add(route.driver.id);
      onGiven();
      names.push(route.driver.name);
    }
    const all = routesToConfirm(routes);
    toaster.create({
      type: 'success',
      title: routesConfirmedMessage(
        all.length,
        all.reduce((n, r) => n + r.stops.length, 0),
      ),
    });
    setConfirming(false);
    onClose(true);
  };
  return { confirm, confirming, confirmed, error };
}

interface RouteCardProps {
  depot: LatLng;
  routes: readonly PlanRoute[];
  index: number;
  /** Given to its driver already: its stops no longer move. */
  confirmed: boolean;
  confirmedIds: ReadonlySet<string>;
  onMove: (stopId: string, to: number) => void;
}

/** One driver's route: its figures, a warning once over the vehicle's load, and its stops in driving order. */
function RouteCard({ depot, routes, index, confirmed, confirmedIds, onMove }: RouteCardProps) {
  const route = routes[index]!;
  const figures = useMemo(() => routeFigures(depot, route), [depot, route]);
  const name = labelOf(route, index);
  const targets = routes
    .map((r, i) => ({
      value: String(i),
      label: labelOf(r, i),
      given: r.driver !== null && confirmedIds.has(r.driver.id),
    }))
    .filter((t) => t.value !== String(index) && !t.given);

  return (
    <Box as="section" aria-label={`Route of ${name}`} borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <HStack gap="2">
          <Box w="3" h="3" rounded="full" bg={routeColor(index)} flexShrink={0} />
          <Text fontWeight="semibold">{name}</Text>
          {route.driver && (
            <Text color="fg.muted" textStyle="sm">
              {route.driver.vehicleLabel}
            </Text>
          )}
          {confirmed && <Badge colorPalette="green">Confirmed</Badge>}
        </HStack>
        <Text textStyle="sm" data-testid="route-figures">
          {figuresLabel(figures)}
        </Text>
      </HStack>
      {figures.overCapacity && (
        <Alert.Root status="warning" mb="2" size="sm">
          <Alert.Indicator />
          <Alert.Description>{figures.overCapacity}</Alert.Description>
        </Alert.Root>
      )}
      <StopsTable route={route} name={name} targets={confirmed ? [] : targets} onMove={onMove} />
    </Box>
  );
}

function StopsTable({
  route,
  name,
  targets,
  onMove,
}: {
  route: PlanRoute;
  name: string;
  targets: { value: string; label: string }[];
  onMove: (stopId: string, to: number) => void;
}) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={`Stops of ${name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">#</Table.ColumnHeader>
            <Table.ColumnHeader>AWB</Table.ColumnHeader>
            <Table.ColumnHeader>Pincode</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">kg</Table.ColumnHeader>
            <Table.ColumnHeader>Move to</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {route.stops.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5} color="fg.muted" textAlign="center">
                No stops
              </Table.Cell>
            </Table.Row>
          ) : (
            route.stops.map((stop, i) => (
              <Table.Row key={stop.id}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{stop.awb}</Table.Cell>
                <Table.Cell>{stop.pincode}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(stop.weightKg)}</Table.Cell>
                <Table.Cell minW="32">
                  <NativeSelect.Root size="xs" disabled={targets.length === 0}>
                    <NativeSelect.Field
                      aria-label={`Move ${stop.awb} to`}
                      value=""
                      onChange={(e) => e.target.value && onMove(stop.id, Number(e.target.value))}
                    >
                      <option value="">Move to…</option>
                      {targets.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Unplanned({ orders }: { orders: RoutePlan['unplanned'] }) {
  return (
    <Box as="section" aria-label="Unplanned orders" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="semibold" mb="2">
        {`Not planned: ${plural(orders.length, 'order')}`}
      </Text>
      <Stack as="ul" gap="1" textStyle="sm" listStyleType="none">
        {orders.map((o) => (
          <li key={o.id}>
            {o.awb}:{' '}
            <Text as="span" color="fg.muted">
              {o.reason}
            </Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
