/**
 * The web app as the BFF serves it (web/dist and the persisted query ids beside it), built
 * again only when its sources changed since the last build; `npm start` and `npm run
 * start:fleet` both begin here.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(
    s.mtimeMs,
    ...readdirSync(path)
      .filter((n) => n !== '__generated__' && n !== 'node_modules')
      .map((n) => newestMtime(join(path, n))),
  );
}

export function buildWebIfChanged(): void {
  const built = join(root, 'web/dist/index.html');
  const sources = [
    join(root, 'web/src'),
    join(root, 'web/index.html'),
    join(root, 'schema.graphql'),
    join(root, 'common/src'),
    join(root, 'relay.config.js'),
  ];
  // The BFF runs the app's operations by the ids the build persists beside it.
  const persisted = join(root, 'web/persisted-queries.json');
  if (
    !existsSync(built) ||
    !existsSync(persisted) ||
    Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(built).mtimeMs
  ) {
    console.log('Building the web app…');
    execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
  }
}
