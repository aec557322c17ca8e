/**
 * JavaScript each page downloads, from the built app (web/dist, `npm run build`): the entry's
 * chunks plus the lazily loaded modules of the page's routes, each with every chunk it
 * imports, as Vite's manifest records them. Sizes are of the pre-compressed copies the BFF
 * serves (gzip and brotli) and of the files as built.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Each measured page: its HTML entry and the modules its routes load lazily. */
const PAGES: { page: string; entry: string; modules: string[] }[] = [
  {
    page: '/signin',
    entry: 'index.html',
    modules: ['src/features/auth/AuthLayout.tsx', 'src/features/auth/SignInPage.tsx'],
  },
  {
    page: '/orders',
    entry: 'index.html',
    modules: ['src/features/shell/SellerShell.tsx', 'src/features/orders/OrdersPage.tsx'],
  },
  {
    page: '/inventory',
    entry: 'index.html',
    modules: ['src/features/shell/SellerShell.tsx', 'src/features/inventory/InventoryPage.tsx'],
  },
  {
    page: '/insights',
    entry: 'index.html',
    modules: ['src/features/shell/SellerShell.tsx', 'src/features/insights/InsightsPage.tsx'],
  },
  {
    page: '/admin/list',
    entry: 'index.html',
    modules: ['src/features/shell/AdminShell.tsx', 'src/features/shell/AdminListPage.tsx'],
  },
  { page: '/track', entry: 'index.html', modules: ['src/features/tracking/TrackingPage.tsx'] },
  { page: '/graphql (GraphiQL, before its editor)', entry: 'graphiql.html', modules: [] },
];

export interface RouteWeight {
  page: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** The JavaScript files of every measured page, with their sizes in bytes. */
export function routeWeights(dist = DIST): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest; rebuild the web app`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  return PAGES.map(({ page, entry, modules }) => {
    const files = new Set<string>();
    for (const key of [entry, ...modules]) closure(key, files);
    const js = [...files].filter((file) => file.endsWith('.js')).map((file) => join(dist, file));
    const sum = (suffix: string) => js.reduce((total, file) => total + size(file + suffix), 0);
    return { page, files: js.length, raw: sum(''), gzip: sum('.gz'), brotli: sum('.br') };
  });
}

/** The figures as a Markdown table. */
export function routeWeightsTable(dist = DIST): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const rows = routeWeights(dist).map(
    (r) => `| ${r.page} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`,
  );
  return [
    '| page | JS files | KB as built | KB gzip | KB brotli |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(routeWeightsTable());
