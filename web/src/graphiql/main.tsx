/**
 * GraphiQL for support engineers, bundled with the app so it works without a CDN. The
 * BFF serves this page at GET /graphql to admins (and to anyone in development); requests
 * carry the session cookie, so queries run as the signed-in user.
 */
import 'graphiql/setup-workers/vite';
// GraphiQL's own styles only: its full sheet also carries the editor's styles (which come with
// the editor, when it opens) and its fonts inlined, some 330 KB compressed before a first paint.
import '@graphiql/react/style.css';
import 'graphiql/graphiql.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const DEFAULT_QUERY = `# Runs as the signed-in user. Try:
{
  viewer {
    userType
    user { name email }
    company { name code }
  }
}
`;

// The fonts follow the page: until they arrive the text shows in the system's own.
void import('@graphiql/react/font/roboto.css');
void import('@graphiql/react/font/fira-code.css');

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
