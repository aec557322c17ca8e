import { HStack, Progress } from '@chakra-ui/react';

const PALETTES: Record<string, string> = { COMPLETED: 'green', FAILED: 'red' };

interface Props {
  /** 0 to 100. */
  value: number;
  status: string;
  /** Names the bar for assistive technology, e.g. the task's title. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A task's progress, 0–100, with its percentage beside it. */
export function TaskProgressBar({ value, status, label, size = 'sm' }: Props) {
  return (
    <Progress.Root value={value} min={0} max={100} size={size} colorPalette={PALETTES[status]}>
      <HStack gap="3">
        {/* The track is the progressbar; its own label would only repeat the percentage. */}
        <Progress.Track flex="1" minW="24" aria-label={label}>
          <Progress.Range />
        </Progress.Track>
        {/* zag makes the text a polite live region: every row of the Task Center would announce every percent. */}
        <Progress.ValueText minW="10" textAlign="end" aria-live="off">{`${value}%`}</Progress.ValueText>
      </HStack>
    </Progress.Root>
  );
}
