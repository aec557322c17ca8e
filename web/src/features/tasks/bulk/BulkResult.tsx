import { MSG } from '@parcelo/common';
import { Alert, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { BulkResult_task$data, BulkResult_task$key } from '../../../__generated__/BulkResult_task.graphql';
import { formatNumber } from '../../../lib/format';
import { TaskProgressBar } from '../TaskProgressBar';
import { BulkPager } from './BulkPager';
import { pageSlice } from './bulkRows';
import { bulkResultSummary, type BulkOutcomeLabels } from './bulkSummary';

const fragment = graphql`
  fragment BulkResult_task on Task {
    title
    type
    status
    progress
    total
    succeeded
    failed
    error
    result {
      succeeded {
        key
        message
      }
      failed {
        key
        message
      }
    }
  }
`;

type Outcome = NonNullable<BulkResult_task$data['result']>['failed'][number];

interface OutcomeTableProps extends BulkOutcomeLabels {
  title: string;
  outcomes: readonly Outcome[];
  withMessage: boolean;
}

/** One list of outcomes, by key, 100 to a page. */
function OutcomeTable({ title, outcomes, withMessage, keyHeader, noun }: OutcomeTableProps) {
  const [page, setPage] = useState(0);
  const { items } = pageSlice(outcomes, page);
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {`${title} (${formatNumber(outcomes.length)})`}
      </Heading>
      <Stack gap="3">
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" striped aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{keyHeader}</Table.ColumnHeader>
                {withMessage && <Table.ColumnHeader>Message</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={withMessage ? 2 : 1} textAlign="center" py="6" color="fg.muted">
                    {MSG.nothingHere}
                  </Table.Cell>
                </Table.Row>
              ) : (
                items.map((outcome, index) => (
                  <Table.Row key={`${outcome.key}-${index}`}>
                    <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                      {outcome.key}
                    </Table.Cell>
                    {withMessage && <Table.Cell color="fg.error">{outcome.message ?? '—'}</Table.Cell>}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <BulkPager page={page} total={outcomes.length} onPage={setPage} noun={noun} />
      </Stack>
    </Box>
  );
}

interface Props {
  task: BulkResult_task$key;
  labels: BulkOutcomeLabels;
  /** Where Go back leads, e.g. /orders. */
  backTo: string;
}

/** Step 4, the bulk save screen: failed rows by key with why, the successful ones, and Go back. */
export function BulkResult({ task: key, labels, backTo }: Props) {
  const task = useFragment(fragment, key);
  const failed = task.result?.failed ?? [];
  const succeeded = task.result?.succeeded ?? [];
  return (
    <Stack gap="6">
      <Stack gap="2" maxW="2xl">
        <TaskProgressBar value={task.progress} status={task.status} label={task.title} size="lg" />
        <Text color="fg.muted" aria-live="polite">
          {bulkResultSummary(
            { type: task.type, total: task.total, succeeded: task.succeeded, failed: task.failed },
            labels,
          )}
        </Text>
      </Stack>
      {task.status === 'FAILED' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{task.error ?? MSG.genericFailure}</Alert.Description>
        </Alert.Root>
      )}
      {failed.length > 0 && <OutcomeTable title="Failed" outcomes={failed} withMessage {...labels} />}
      <OutcomeTable title="Successful" outcomes={succeeded} withMessage={false} {...labels} />
      <HStack>
        <Button asChild>
          <RouterLink to={backTo}>Go back</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
