import { fill, MSG, type Rule } from '@parcelo/common';
import { ORDER_MSG } from './messages';

export { skuRule } from '@parcelo/common';

function parseNumber(value: string): number | null {
  const v = value.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(v)) return null;
  return Number(v);
}

/** A whole number of at least `min` (item quantities: at least 1). Empty passes; pair with requiredRule. */
export const wholeNumberRule =
  (min: number): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return ORDER_MSG.numberInvalid;
    if (!Number.isInteger(n)) return ORDER_MSG.wholeNumber;
    if (n < min) return min === 1 ? MSG.quantityMin : fill(ORDER_MSG.valueMin, { n: min });
    return null;
  };

/** A number of at least `min` (unit prices: at least 0). Empty passes; pair with requiredRule. */
export const minNumberRule =
  (min: number): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return ORDER_MSG.numberInvalid;
    return n < min ? fill(ORDER_MSG.valueMin, { n: min }) : null;
  };

/** A weight in kg, more than 0. Empty passes; pair with requiredRule. */
export const weightRule: Rule = (value) => {
  if (!value.trim()) return null;
  const n = parseNumber(value);
  if (n === null) return ORDER_MSG.numberInvalid;
  return n > 0 ? null : MSG.weightPositive;
};

/** A package dimension in cm, more than 0. Empty passes; the form decides when it is required. */
export const dimensionRule =
  (field: string): Rule =>
  (value) => {
    if (!value.trim()) return null;
    const n = parseNumber(value);
    if (n === null) return ORDER_MSG.numberInvalid;
    return n > 0 ? null : fill(ORDER_MSG.dimensionPositive, { field });
  };
