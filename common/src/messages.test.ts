import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The packages a module needs when loaded, through its static imports and theirs. */
function packagesLoadedBy(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, from] of source.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    if (from!.startsWith('.')) packagesLoadedBy(join(dirname(file), from!.replace(/\.js$/, '.ts')), seen, packages);
    else packages.add(from!);
  }
  return packages;
}

describe("the product's messages", () => {
  // Every page's first download carries the messages (the API client's error words); a schema
  // library pulled in beside them added 90 KB to sign-in and every other page.
  it('load without the schema library, so the app can show them before any form is opened', () => {
    const messages = join(dirname(fileURLToPath(import.meta.url)), 'messages.ts');
    expect([...packagesLoadedBy(messages)]).not.toContain('zod');
  });
});
