import { Badge } from '@chakra-ui/react';

interface Props {
  status: { readonly label: string; readonly tone: string };
}

/** §4's colours: failures red, progress green, anything unknown gray. */
const PALETTES: Record<string, string> = { FAILURE: 'red', PROGRESS: 'green' };

export function OrderStatusTag({ status }: Props) {
  return (
    <Badge colorPalette={PALETTES[status.tone] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {status.label}
    </Badge>
  );
}
