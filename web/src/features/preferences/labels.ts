import { WAREHOUSE_REQUIREMENTS } from '@parcelo/common';

/** Whose warehouses a company ships from, by its GraphQL name (the options 1, 2 and 3). */
export type WarehouseRequirement = 'PROVIDER' | 'OWN' | 'BOTH';

export const REQUIREMENT_OPTIONS: readonly { value: WarehouseRequirement; label: string }[] = [
  { value: 'PROVIDER', label: WAREHOUSE_REQUIREMENTS[1] },
  { value: 'OWN', label: WAREHOUSE_REQUIREMENTS[2] },
  { value: 'BOTH', label: WAREHOUSE_REQUIREMENTS[3] },
];

/** A requirement's words; a value this release does not know shows as itself. */
export const requirementLabel = (value: string) => REQUIREMENT_OPTIONS.find((o) => o.value === value)?.label ?? value;
