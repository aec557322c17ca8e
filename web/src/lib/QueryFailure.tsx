import { Button, Stack, Text } from '@chakra-ui/react';
import { ApiError, describeError } from './relay/environment';

interface Props {
  error: unknown;
  /** Loads the query again. */
  onRetry: () => void;
  /** What to say when the server gave no message; the generic message by default. */
  fallback?: string;
}

/**
 * A part of a page whose own query failed (a drawer's record, the order at the bench):
 * the server's message, and Retry unless asking again cannot help.
 */
export function QueryFailure({ error, onRetry, fallback }: Props) {
  // Asking again cannot find a record that is not there, or not the viewer's.
  const final = error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
  return (
    <Stack gap="4" align="flex-start" role="alert">
      <Text>{describeError(error, fallback)}</Text>
      {!final && (
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Stack>
  );
}
