import { Badge, Box, Button, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BeatPlansList_query$key } from '../../__generated__/BeatPlansList_query.graphql';
import { formatDateTime, formatListRange } from '../../lib/format';
import { BeatPlanView } from './BeatPlanView';
import { formatBeatKm } from './beatPlan';
import { useBeatPlanTaskSubscription } from './useBeatPlanTaskSubscription';

const fragment = graphql`
  fragment BeatPlansList_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, company: { type: "ID" })
  @refetchable(queryName: "BeatPlansListPaginationQuery") {
    beatPlans(first: $first, after: $after, company: $company) @connection(key: "BeatPlansList_beatPlans") {
      totalCount
      edges {
        node {
          id
          status
          progress
          vehicleLabel
          warehouseName
          orders
          km
          createdAt
          beats {
            id
          }
          task {
            id
          }
          ...BeatPlanView_plan
        }
      }
    }
  }
`;

const STATUS_LABEL: Record<string, string> = { PLANNING: 'Planning', PLANNED: 'Planned', FAILED: 'Failed' };

/** Follows a plan's task while it plans, and reloads the list once it ends. */
function PlanProgress({ taskId, progress, onEnd }: { taskId: string; progress: number; onEnd: () => void }) {
  const [shown, setShown] = useState(progress);
  useBeatPlanTaskSubscription(taskId, (task) => {
    if (!task) return;
    setShown(task.progress);
    if (task.status !== 'IN_PROGRESS') onEnd();
  });
  return (
    <Progress.Root value={shown} size="sm" w="32" aria-label="Planning progress">
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** The saved plans, newest first, a page at a time; one opens on the map with its beats. */
interface Props {
  query: BeatPlansList_query$key;
  company: string | null;
  /** Changes when a plan starts: the list is fetched again to show it. */
  version: number;
}

export function BeatPlansList({ query, company, version }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [open, setOpen] = useState<string | null>(null);
  const plans = (data.beatPlans?.edges ?? []).map((edge) => edge.node);
  const total = data.beatPlans?.totalCount ?? 0;
  const reload = () => refetch({ company }, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (version > 0) refetch({ company }, { fetchPolicy: 'network-only' });
    // Only when a plan starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const shownPlan = plans.find((p) => p.id === (open ?? plans.find((q) => q.status === 'PLANNED')?.id));

  if (!plans.length) return <Text color="fg.muted">Nothing to do here</Text>;
  return (
    <Stack gap="4">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Beat plans">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Planned</Table.ColumnHeader>
              <Table.ColumnHeader>Vehicle</Table.ColumnHeader>
              <Table.ColumnHeader>Warehouse</Table.ColumnHeader>
              <Table.ColumnHeader>Orders</Table.ColumnHeader>
              <Table.ColumnHeader>Beats</Table.ColumnHeader>
              <Table.ColumnHeader>Distance</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plans.map((p) => (
              <Table.Row key={p.id} aria-selected={shownPlan?.id === p.id}>
                <Table.Cell>{formatDateTime(p.createdAt)}</Table.Cell>
                <Table.Cell>{p.vehicleLabel}</Table.Cell>
                <Table.Cell>{p.warehouseName}</Table.Cell>
                <Table.Cell>{p.orders}</Table.Cell>
                <Table.Cell>{p.beats.length}</Table.Cell>
                <Table.Cell>{p.status === 'PLANNED' ? formatBeatKm(p.km) : '–'}</Table.Cell>
                <Table.Cell>
                  {p.status === 'PLANNING' && p.task ? (
                    <PlanProgress taskId={p.task.id} progress={p.progress} onEnd={reload} />
                  ) : (
                    <Badge colorPalette={p.status === 'FAILED' ? 'red' : 'green'}>
                      {STATUS_LABEL[p.status] ?? p.status}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" disabled={p.status !== 'PLANNED'} onClick={() => setOpen(p.id)}>
                    Open
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between">
        <Text textStyle="sm" color="fg.muted">
          {formatListRange(0, plans.length, total)}
        </Text>
        {hasNext && (
          <Button size="sm" variant="outline" loading={isLoadingNext} onClick={() => loadNext(10)}>
            Show more
          </Button>
        )}
      </HStack>
      {shownPlan && (
        <Box>
          <BeatPlanView key={shownPlan.id} plan={shownPlan} />
        </Box>
      )}
    </Stack>
  );
}
