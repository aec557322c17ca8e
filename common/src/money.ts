/** Money as Indian users read it: rupees with 2 decimals and Indian digit grouping. */
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with 2 decimals and Indian grouping, e.g. ₹1,23,456.50. */
export function formatRupees(value: number): string {
  return rupeeFormat.format(value);
}

/** Paise (how money travels) as rupees with 2 decimals and Indian grouping, e.g. ₹1,23,456.50. */
export function formatPaise(paise: number): string {
  return rupeeFormat.format(paise / 100);
}
