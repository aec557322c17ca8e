import { Badge } from '@chakra-ui/react';

/** Marks the weight the courier charges for: the higher of entered and volumetric. */
export function ChargeableBadge() {
  return (
    <Badge colorPalette="blue" variant="subtle">
      Chargeable
    </Badge>
  );
}
