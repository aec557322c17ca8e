/**
 * GraphiQL for support engineers, bundled with the app so it works without a CDN. The
 * BFF serves this page at GET /graphql to admins (and to anyone in development); requests
 * carry the session cookie, so queries run as the signed-in user.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
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

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
