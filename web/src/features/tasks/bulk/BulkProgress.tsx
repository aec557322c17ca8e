import { MSG, fill } from '@parcelo/common';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { BulkProgress_task$key } from '../../../__generated__/BulkProgress_task.graphql';
import { formatNumber } from '../../../lib/format';
import { TaskProgressBar } from '../TaskProgressBar';

const fragment = graphql`
  fragment BulkProgress_task on Task {
    title
    type
    status
    progress
    total
    succeeded
    failed
  }
`;

interface Props {
  task: BulkProgress_task$key;
  /** Stop following this task (it runs on) and upload another file. */
  onUploadAnother: () => void;
}

/** The saving task's progress, live; also where a reload with a running task lands. */
export function BulkProgress({ task: key, onUploadAnother }: Props) {
  const task = useFragment(fragment, key);
  return (
    <Card.Root variant="outline" maxW="2xl">
      <Card.Body>
        <Stack gap="3">
          <Text fontWeight="medium">{task.title}</Text>
          <TaskProgressBar value={task.progress} status={task.status} label={task.title} size="lg" />
          <Text textStyle="sm" color="fg.muted">
            {fill(MSG.taskDone, {
              done: formatNumber(task.succeeded + task.failed),
              total: formatNumber(task.total),
              type: task.type,
            })}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {MSG.taskRunsOn}
          </Text>
          <HStack>
            <Button variant="ghost" size="sm" onClick={onUploadAnother}>
              Upload another file
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
