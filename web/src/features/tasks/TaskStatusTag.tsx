import { Badge } from '@chakra-ui/react';
import { isTaskStatus, type KnownTaskStatus } from './taskListing';

/** The task statuses as shown. */
export const TASK_STATUS_LABELS: Record<KnownTaskStatus, string> = {
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

const PALETTES: Record<string, string> = { IN_PROGRESS: 'blue', COMPLETED: 'green', FAILED: 'red' };

export function taskStatusLabel(status: string): string {
  return isTaskStatus(status) ? TASK_STATUS_LABELS[status] : status;
}

/** A task's status; a value this screen does not know shows as it comes, in gray. */
export function TaskStatusTag({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTES[status] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {taskStatusLabel(status)}
    </Badge>
  );
}
