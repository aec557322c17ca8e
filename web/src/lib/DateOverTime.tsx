import { Stack, Text } from '@chakra-ui/react';
import { formatDate, formatTime } from './format';

/** A list's timestamp cell: the date over the time, in Indian time. */
export function DateOverTime({ iso }: { iso: string }) {
  return (
    <Stack gap="0" whiteSpace="nowrap">
      <Text>{formatDate(iso)}</Text>
      <Text textStyle="xs" color="fg.muted">
        {formatTime(iso)}
      </Text>
    </Stack>
  );
}
