import { Badge } from '@chakra-ui/react';

// Plain values rather than the status object, so each caller reads the fields it selects.
interface Props {
  label: string;
  tone: string;
}

/** The colours: failures red, progress green, anything unknown gray. */
const PALETTES: Record<string, string> = { FAILURE: 'red', PROGRESS: 'green' };

export function OrderStatusTag({ label, tone }: Props) {
  return (
    <Badge colorPalette={PALETTES[tone] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {label}
    </Badge>
  );
}
