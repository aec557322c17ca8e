/**
 * Regenerates every generated file the repository commits. `--check` writes nothing and
 * fails when any of them is stale, so CI catches an edit made without a regen.
 */
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bffOutputs, bffRegistry, type Outputs } from './bff.js';
import { dbOutputs } from './db.js';
import { serviceApiOutputs } from './openapi.js';
import { servicesRegistry } from './services.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const staleOf = (outputs: Outputs) =>
  [...outputs]
    .filter(([f, text]) => !existsSync(f) || readFileSync(f, 'utf8') !== text)
    .map(([f]) => relative(root, f));

function failStale(stale: string[]): never {
  console.error(`Stale generated files: ${stale.join(', ')}. Run \`npm run codegen\`.`);
  process.exit(1);
}

function write(outputs: Outputs) {
  for (const [f, text] of outputs) {
    mkdirSync(dirname(f), { recursive: true });
    writeFileSync(f, text);
  }
}

async function generate(): Promise<Outputs> {
  // The modules and services are imported through the registries, so they must be current before they load.
  const registry = new Map([...bffRegistry(root), ...servicesRegistry(root)]);
  if (check) {
    if (staleOf(registry).length) failStale(staleOf(registry));
  } else write(registry);
  return new Map([
    ...registry,
    ...(await bffOutputs(root)),
    ...(await dbOutputs(root)),
    ...(await serviceApiOutputs(root)),
  ]);
}

const outputs = await generate().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
if (check) {
  const stale = staleOf(outputs);
  if (stale.length) failStale(stale);
  console.log('Generated files are up to date.');
} else {
  write(outputs);
  console.log(`Wrote ${[...outputs.keys()].map((f) => relative(root, f)).join(', ')}`);
}
