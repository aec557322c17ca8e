/** What is counted: its singular, which takes an 's' for more than one, or both forms ('entry', 'entries'). */
export type Noun = string | readonly [one: string, many: string];

const countFormat = new Intl.NumberFormat('en-IN');

/** The noun alone, in the number `n` asks for: 'request' for 1, 'requests' otherwise (0 too). */
export function nounFor(n: number, noun: Noun): string {
  const [one, many] = typeof noun === 'string' ? [noun, `${noun}s`] : noun;
  return n === 1 ? one : many;
}

/** A count with its noun, Indian digit grouping: '1 request', '3 requests', '1,20,000 orders'. */
export function plural(n: number, noun: Noun): string {
  return `${countFormat.format(n)} ${nounFor(n, noun)}`;
}
