/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { system } from './system';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chakra = resolve(src, '../../node_modules/@chakra-ui/react/dist/esm');
// Chakra's charts are built of Chakra components too (their legends and tooltips).
const charts = resolve(src, '../../node_modules/@chakra-ui/charts/dist/esm');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(path);
    return /\.(tsx?|js)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

/** Where each name `@chakra-ui/react` exports comes from (components and their namespaces). */
function exportedFrom(): Map<string, string> {
  const index = readFileSync(join(chakra, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/(components\/[^']+)';/g))
    for (const name of names!.split(',')) files.set(name.split(' as ').pop()!.trim(), file!);
  const namespaces = new Map<string, string>();
  for (const [, alias, file] of index.matchAll(/import \* as (\S+) from '\.\/(components\/[^']+)';/g))
    namespaces.set(alias!, file!);
  for (const [, alias, name] of index.matchAll(/export \{ (\S+) as (\w+) \};/g))
    if (namespaces.has(alias!)) files.set(name!, namespaces.get(alias!)!);
  return files;
}

/** The recipe keys a Chakra module asks for, following its own imports. */
function recipeKeys(file: string, keys: Set<string>, seen = new Set<string>()) {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, key] of code.matchAll(/key: "(\w+)"/g)) keys.add(key!);
  for (const [, next] of code.matchAll(/from '(\.[^']+)'/g)) recipeKeys(resolve(dirname(file), next!), keys, seen);
}

describe("the app's Chakra system", () => {
  it('has the recipe of every component the app renders', () => {
    const files = exportedFrom();
    const keys = new Set<string>();
    for (const path of [...sources(src), ...sources(charts)]) {
      const code = readFileSync(path, 'utf8');
      for (const [, names] of code.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react';/g))
        for (const name of names!.split(',')) {
          const file = files.get(name.replace('type ', '').split(' as ')[0]!.trim());
          if (file) recipeKeys(join(chakra, file), keys);
        }
      for (const [, key] of code.matchAll(/useRecipe\(\{\s*key:\s*'(\w+)'/g)) keys.add(key!);
    }
    // Text and Clipboard ask for recipes the default theme does not have either (the
    // clipboard's look comes from the Code and Button inside it).
    keys.delete('text');
    keys.delete('clipboard');
    expect(keys.size).toBeGreaterThan(20);
    const missing = [...keys].filter((key) => !system.getRecipe(key) && !system.getSlotRecipe(key));
    expect(missing).toEqual([]);
  });
});
