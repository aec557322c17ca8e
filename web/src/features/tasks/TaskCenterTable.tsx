import { Box, Text } from '@chakra-ui/react';
import { useMemo, useReducer, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { TaskCenterTable_query$key } from '../../__generated__/TaskCenterTable_query.graphql';
import type {
  TaskCenterTable_task$data,
  TaskCenterTable_task$key,
} from '../../__generated__/TaskCenterTable_task.graphql';
import type {
  TaskCenterTablePaginationQuery,
  TaskStatus,
} from '../../__generated__/TaskCenterTablePaginationQuery.graphql';
import { FormField } from '../../lib/FormField';
import { formatNumber } from '../../lib/format';
import { DateOverTime } from '../../lib/DateOverTime';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { isTaskStatus, TASK_STATUSES } from './taskListing';
import { TaskProgressBar } from './TaskProgressBar';
import { TASK_STATUS_LABELS, TaskStatusTag } from './TaskStatusTag';
import { useCompanyTasksSubscription } from './useCompanyTasksSubscription';

const fragment = graphql`
  fragment TaskCenterTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    status: { type: "TaskStatus" }
    company: { type: "ID" }
  )
  @refetchable(queryName: "TaskCenterTablePaginationQuery") {
    tasks(first: $first, after: $after, search: $search, status: $status, company: $company)
      @required(action: THROW)
      @connection(key: "TaskCenterTable_tasks", filters: ["search", "status", "company"]) {
      totalCount
      edges {
        node {
          ...TaskCenterTable_task
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the live subscription can select exactly
// them and every change lands on the row.
const rowFragment = graphql`
  fragment TaskCenterTable_task on Task @inline {
    id
    title
    status
    progress
    total
    succeeded
    failed
    createdAt
  }
`;

type TaskRow = TaskCenterTable_task$data;

const COLUMNS: readonly Column<TaskRow>[] = [
  { key: 'title', header: 'Title', render: (t) => <Text fontWeight="medium">{t.title}</Text> },
  { key: 'status', header: 'Status', render: (t) => <TaskStatusTag status={t.status} /> },
  {
    key: 'progress',
    header: 'Progress',
    render: (t) => (
      <Box minW="40">
        <TaskProgressBar value={t.progress} status={t.status} label={`${t.title} progress`} />
      </Box>
    ),
  },
  {
    key: 'created',
    header: 'Created',
    // Date over time, as in the orders list.
    render: (t) => <DateOverTime iso={t.createdAt} />,
  },
  { key: 'total', header: 'Total', align: 'end', render: (t) => formatNumber(t.total) },
  { key: 'succeeded', header: 'Succeeded', align: 'end', render: (t) => formatNumber(t.succeeded) },
  {
    key: 'failed',
    header: 'Failed',
    align: 'end',
    render: (t) => <Text color={t.failed > 0 ? 'fg.error' : undefined}>{formatNumber(t.failed)}</Text>,
  },
];

const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));

interface Props {
  query: TaskCenterTable_query$key;
  /** The company an admin works on (Brands > TaskCenterAdmin); the viewer's own otherwise. */
  company?: string | undefined;
}

/** Settings > Task Center and Brands > TaskCenterAdmin: a company's background tasks, newest first, changing live. */
export function TaskCenterTable({ query, company }: Props) {
  const { data, ...pagination } = usePaginationFragment<TaskCenterTablePaginationQuery, TaskCenterTable_query$key>(
    fragment,
    query,
  );
  const [status, setStatus] = useState<TaskStatus | null>(null);
  const variables = useMemo(() => ({ status, company: company ?? null }), [status, company]);
  const { edges } = data.tasks;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<TaskCenterTable_task$key>(rowFragment, edge.node)),
    [edges],
  );
  const [listVersion, refreshList] = useReducer((version: number) => version + 1, 0);
  useCompanyTasksSubscription(nodes, refreshList, company);

  return (
    <PaginationTable
      caption="Tasks"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={nodes}
      totalCount={data.tasks.totalCount}
      pagination={pagination}
      refreshKey={listVersion}
      variables={variables}
      filters={
        <Box w={{ base: 'full', md: '44' }}>
          <FormField
            kind="select"
            label="Status"
            name="status"
            value={status ?? ''}
            onChange={(value) => setStatus(isTaskStatus(value) ? value : null)}
            options={STATUS_OPTIONS}
            placeholder="All statuses"
          />
        </Box>
      }
      searchLabel="Search tasks"
      searchPlaceholder="Title"
    />
  );
}
