import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PARSE_OPTIONS, limitProblems } from './queryLimits.js';
import { buildSchema } from './schema.js';

const schema = buildSchema();
const browserDocuments = Object.entries(
  JSON.parse(readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >,
);

describe('query limits', () => {
  it("let every one of the browser's operations through", () => {
    expect(browserDocuments.length).toBeGreaterThan(100);
    const refused = browserDocuments
      .map(([id, text]) => ({ id, problems: limitProblems(schema, parse(text, PARSE_OPTIONS)).map((e) => e.message) }))
      .filter((d) => d.problems.length);
    expect(refused).toEqual([]);
  });

  it('refuse a document too deep, however its fragments split it', () => {
    // viewer > company, then orders > edges > node > company six times: 26 fields deep.
    const hop = ['orders(first: 1)', 'edges', 'node', 'company'];
    const path = ['viewer', 'company', ...hop, ...hop, ...hop, ...hop, ...hop, ...hop];
    const nest = (fields: string[], leaf: string) =>
      fields.reduceRight((inner, field) => `${field} { ${inner} }`, leaf);
    expect(limitProblems(schema, parse(`{ ${nest(path, 'id')} }`))[0]?.message).toMatch(/depth/i);
    // The same split into fragments, as the browser's components split theirs.
    const split = `{ viewer { company { ...A } } }
      fragment A on Company { ${nest(hop, '...B')} }
      fragment B on Company { ${nest(hop, '...C')} }
      fragment C on Company { ${nest([...hop, ...hop, ...hop, ...hop], 'id')} }`;
    expect(limitProblems(schema, parse(split))[0]?.message).toMatch(/depth/i);
  });
});
