import { catalogueActiveLabel } from '@parcelo/common';
import { Badge } from '@chakra-ui/react';

/** A product's status tag, 'Active' (1) or 'In Active' (anything else). */
export function CatalogueStatusTag({ active }: { active: number }) {
  return (
    <Badge colorPalette={active === 1 ? 'green' : 'red'} variant="subtle" whiteSpace="nowrap">
      {catalogueActiveLabel(active)}
    </Badge>
  );
}
