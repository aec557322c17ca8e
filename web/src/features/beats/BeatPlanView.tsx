import { Badge, Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BeatPlanView_plan$data, BeatPlanView_plan$key } from '../../__generated__/BeatPlanView_plan.graphql';
import { notifyUserErrors } from '../../lib/notify';
import { toaster } from '../../lib/toaster';
import { SalesmanSelect } from '../d2r';
import { BeatsMap } from './BeatsMap';
import { DownloadBeatButton } from './DownloadBeatDialog';
import { beatColor, figuresOf, formatBeatKm, moveStop, totalKm, type PlanBeat } from './beatPlan';
import { useBeatSalesmanAssignMutation } from './useBeatSalesmanAssignMutation';
import { useBeatStopMoveMutation } from './useBeatStopMoveMutation';

const fragment = graphql`
  fragment BeatPlanView_plan on BeatPlan {
    id
    vehicleLabel
    capacityKg
    capacityLitres
    beatSize
    warehouseName
    downloadUrl
    depot {
      lat
      lng
    }
    company {
      id
    }
    failedRows {
      name
      row
      message
    }
    beats {
      id
      name
      salesman {
        id
      }
      stops {
        id
        retailerName
        phone
        pincode
        lat
        lng
        kg
        litres
      }
    }
  }
`;

/** The saved beats as the browser recomputes them when a stop is moved. */
const planBeatsOf = (beats: BeatPlanView_plan$data['beats']): PlanBeat[] =>
  beats.map((b) => ({
    id: b.id,
    name: b.name,
    stops: b.stops.map(({ id, retailerName, phone, pincode, lat, lng, kg, litres }) => ({
      id,
      retailerName,
      phone,
      pincode,
      lat,
      lng,
      kg,
      litres,
    })),
  }));

/**
 * A plan's beats on the map and as a table: load against the vehicle, km, the salesman each is
 * given to, and its stops, any of which may move to another beat (worked out at once here,
 * then saved; the service checks the same limits).
 */
export function BeatPlanView({ plan: planKey }: { plan: BeatPlanView_plan$key }) {
  const plan = useFragment(fragment, planKey);
  const [edited, setEdited] = useState<PlanBeat[] | null>(null);
  const [openBeat, setOpenBeat] = useState<string | null>(null);
  const [move] = useBeatStopMoveMutation();
  const depot = plan.depot;
  const saved = useMemo(() => planBeatsOf(plan.beats), [plan.beats]);
  const beats = edited ?? saved;
  const limits = { kg: plan.capacityKg, litres: plan.capacityLitres, beatSize: plan.beatSize };
  const salesmanOf = new Map(plan.beats.map((b) => [b.id, b.salesman?.id ?? '']));

  const moveTo = (stopId: string, to: string) => {
    const next = moveStop(depot, beats, stopId, to, limits);
    if (next.problem) {
      toaster.create({ type: 'error', title: next.problem });
      return;
    }
    setEdited(next.beats);
    move(
      { stop: stopId, beat: to },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, 'The stop could not be moved'))
            toaster.create({ type: 'success', title: 'Stop moved' });
          setEdited(null);
        },
        onError: () => setEdited(null),
      },
    );
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {plan.vehicleLabel} from {plan.warehouseName}: {plan.capacityKg} kg, {plan.capacityLitres} L, up to{' '}
          {plan.beatSize} stops a beat · {beats.length} beats · Total {formatBeatKm(totalKm(depot, beats))}
        </Text>
        {plan.downloadUrl && <DownloadBeatButton url={plan.downloadUrl} />}
      </HStack>
      <FailedRows rows={plan.failedRows} />
      <BeatsMap depot={depot} beats={beats} />
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Beats">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Beat</Table.ColumnHeader>
              <Table.ColumnHeader>Stops</Table.ColumnHeader>
              <Table.ColumnHeader>Load (kg)</Table.ColumnHeader>
              <Table.ColumnHeader>Load (L)</Table.ColumnHeader>
              <Table.ColumnHeader>Distance</Table.ColumnHeader>
              <Table.ColumnHeader>Salesman</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {beats.map((beat, i) => {
              const f = figuresOf(depot, beat);
              return (
                <Table.Row key={beat.id} data-beat={beat.name}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Box w="3" h="3" rounded="full" bg={beatColor(i)} />
                      {beat.name}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    {f.stops} / {plan.beatSize}
                  </Table.Cell>
                  <Table.Cell>
                    {f.kg} / {plan.capacityKg}
                  </Table.Cell>
                  <Table.Cell>
                    {f.litres} / {plan.capacityLitres}
                  </Table.Cell>
                  <Table.Cell>{formatBeatKm(f.km)}</Table.Cell>
                  <Table.Cell minW="56">
                    <BeatSalesman
                      company={plan.company?.id ?? ''}
                      beat={beat}
                      salesman={salesmanOf.get(beat.id) ?? ''}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setOpenBeat(openBeat === beat.id ? null : beat.id)}
                    >
                      {openBeat === beat.id ? 'Hide stops' : `Stops of ${beat.name}`}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {beats
        .filter((b) => b.id === openBeat)
        .map((beat) => (
          <BeatStops key={beat.id} beat={beat} beats={beats} onMove={moveTo} />
        ))}
    </Stack>
  );
}

interface StopsProps {
  beat: PlanBeat;
  beats: readonly PlanBeat[];
  onMove: (stopId: string, beatId: string) => void;
}

/** A beat's stops in driving order, each of which may move to another beat. */
function BeatStops({ beat, beats, onMove }: StopsProps) {
  return (
    <Box>
      <HStack mb="2">
        <Text fontWeight="semibold">{beat.name}</Text>
        <Badge>{beat.stops.length} stops</Badge>
      </HStack>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={`Stops of ${beat.name}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Retailer</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Pincode</Table.ColumnHeader>
              <Table.ColumnHeader>kg</Table.ColumnHeader>
              <Table.ColumnHeader>L</Table.ColumnHeader>
              <Table.ColumnHeader>Move to</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {beat.stops.map((stop, i) => (
              <Table.Row key={stop.id}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell>{stop.retailerName}</Table.Cell>
                <Table.Cell>{stop.phone}</Table.Cell>
                <Table.Cell>{stop.pincode}</Table.Cell>
                <Table.Cell>{stop.kg}</Table.Cell>
                <Table.Cell>{stop.litres}</Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="xs" w="36">
                    <NativeSelect.Field
                      aria-label={`Move ${stop.retailerName} to`}
                      value=""
                      onChange={(e) => e.currentTarget.value && onMove(stop.id, e.currentTarget.value)}
                    >
                      <option value="">Move to…</option>
                      {beats
                        .filter((b) => b.id !== beat.id)
                        .map((b) => (
                          <option key={b.id} value={b.id}>
                            {b.name}
                          </option>
                        ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** The sheet's rows the planner refused, by retailer name. */
function FailedRows({ rows }: { rows: readonly { name: string; row: number; message: string }[] }) {
  if (!rows.length) return null;
  return (
    <Box borderWidth="1px" borderColor="border.error" rounded="md" p="3">
      <Text fontWeight="semibold" mb="2">
        Rows not planned
      </Text>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Rows not planned">
          <Table.Body>
            {rows.map((f) => (
              <Table.Row key={f.row}>
                <Table.Cell>{f.name}</Table.Cell>
                <Table.Cell color="fg.error">{f.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** The salesman a beat is given to: one of the brand's active salesmen, saved as soon as chosen. */
function BeatSalesman({ company, beat, salesman }: { company: string; beat: PlanBeat; salesman: string }) {
  const [assign] = useBeatSalesmanAssignMutation();
  const choose = (chosen: string) =>
    chosen &&
    assign(
      { beat: beat.id, salesman: chosen },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, 'The beat could not be assigned'))
            toaster.create({ type: 'success', title: `${beat.name} assigned` });
        },
      },
    );
  return (
    <SalesmanSelect
      company={company}
      label={`Salesman for ${beat.name}`}
      field={{ name: `salesman-${beat.id}`, value: salesman, error: undefined, onChange: choose }}
    />
  );
}
