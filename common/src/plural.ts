/**
 * What is counted: its singular, made plural by English's regular rule ('order' to 'orders',
 * 'delivery' to 'deliveries', 'address' to 'addresses'), or both forms for any other word.
 */
export type Noun = string | readonly [one: string, many: string];

/** The regular plural; an abbreviation in capitals (AWB, WSIN) takes a bare 's'. */
function regularPlural(one: string): string {
  if (/[^aeiou]y$/.test(one)) return `${one.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(one)) return `${one}es`;
  return `${one}s`;
}

const countFormat = new Intl.NumberFormat('en-IN');

/** The noun alone, in the number `n` asks for: 'request' for 1, 'requests' otherwise (0 too). */
export function nounFor(n: number, noun: Noun): string {
  const [one, many] = typeof noun === 'string' ? [noun, regularPlural(noun)] : noun;
  return n === 1 ? one : many;
}

/** A count with its noun, Indian digit grouping: '1 request', '3 requests', '1,20,000 orders'. */
export function plural(n: number, noun: Noun): string {
  return `${countFormat.format(n)} ${nounFor(n, noun)}`;
}
