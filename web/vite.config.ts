import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// babel-plugin-relay resolves relay.config.js's artifactDirectory against the working
// directory, which is web/ for `vite`, so the artifacts' location is given absolutely here.
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

export default defineConfig({
  plugins: [
    react({ babel: { plugins: [['relay', { artifactDirectory, eagerEsModules: true }]] } }),
    // Brotli and gzip copies beside each file, made once here; the BFF serves the one the browser takes.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|wasm)$/ }),
  ],
  resolve: {
    // react-relay's main entry also carries the legacy container APIs, which its CommonJS build
    // cannot drop; the app uses only the hooks.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  // Dev pre-bundling starts from the app only: GraphiQL's editor workers (`?worker`
  // imports inside its package) cannot be pre-bundled, and GraphiQL is served built.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:4000', ws: true },
      // Order labels and invoices, which the BFF serves beside /graphql.
      '/files': { target: 'http://localhost:4000' },
      // The order service's object store (presigned uploads and their files), relayed by the BFF.
      '/objects': { target: 'http://localhost:4000' },
    },
  },
  // GraphiQL's editor runs its language services in workers that split into chunks.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks each page pulls in, for the JavaScript-per-route figures of `npm run bench`.
    manifest: true,
    // GraphiQL's editor (Monaco) is one large chunk that only the GraphiQL page loads.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      // graphiql.html is the support engineers' GraphiQL, which the BFF serves at GET /graphql.
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        // Libraries change less often than the app; separate files stay cached across releases.
        // Chakra is left to Rollup, so each page downloads only the components it uses.
        manualChunks(id) {
          // Libraries GraphiQL shares get their own chunks; Rollup would otherwise fold them into
          // a chunk of the app's and make the GraphiQL page download it.
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/@floating-ui\//.test(id)) return 'floating-ui';
          if (/node_modules\/(react-relay|relay-runtime)\//.test(id)) return 'relay';
          return undefined;
        },
      },
    },
  },
});
