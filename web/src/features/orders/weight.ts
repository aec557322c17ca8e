/** Volumetric weight in kg from centimetres (L × B × H / 5000), the courier convention the API uses too. */
const VOLUMETRIC_DIVISOR = 5000;

export interface Dimensions {
  readonly length: number;
  readonly breadth: number;
  readonly height: number;
}

export function volumetricWeight({ length, breadth, height }: Dimensions): number {
  return (length * breadth * height) / VOLUMETRIC_DIVISOR;
}

/**
 * Which weight the courier charges for: the higher one. A tie goes to the entered weight,
 * and without dimensions there is nothing else to charge for.
 */
export function chargeableSide(weight: number, volumetric: number | null | undefined): 'entered' | 'volumetric' {
  return volumetric != null && volumetric > weight ? 'volumetric' : 'entered';
}

/** The package's dimensions when all three are positive numbers, else null (they are optional). */
export function parseDimensions(length: string, breadth: string, height: string): Dimensions | null {
  const values = [length, breadth, height].map((v) => (v.trim() === '' ? NaN : Number(v)));
  if (values.some((v) => !Number.isFinite(v) || v <= 0)) return null;
  const [l = 0, b = 0, h = 0] = values;
  return { length: l, breadth: b, height: h };
}

const kgFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Kilograms to 3 decimals at most, e.g. "0.96 kg". */
export function formatKg(kg: number): string {
  return `${kgFormat.format(kg)} kg`;
}
