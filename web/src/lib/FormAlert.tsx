import { Alert } from '@chakra-ui/react';

/** A form-level message: a userError without a field, or a failed request. */
export function FormAlert({
  message,
  status = 'error',
}: {
  message: string | null;
  status?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
