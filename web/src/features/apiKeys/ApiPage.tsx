import { MSG } from '@parcelo/common';
import { Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { ApiPageQuery } from '../../__generated__/ApiPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { PageHeader } from '../../lib/PageHeader';
import { RouteTabs } from '../../lib/RouteTabs';
import { API_TABS } from '../../lib/sidebars';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { ApiKeysSection } from './ApiKeysSection';
import { ApiUsage } from './ApiUsage';

// Each section of the page brings its own fragment of the company; a later section (webhooks,
// say) adds its spread here and its component below the keys.
const query = graphql`
  query ApiPageQuery {
    viewer {
      userType
      company {
        ...ApiKeysSection_company
      }
    }
  }
`;

export function apiLoader() {
  return loadRouteQuery<ApiPageQuery>(query, {});
}

/** /settings/api: how scripts reach the API, and the keys they use. */
export function ApiPage() {
  const { viewer } = useRouteQuery<ApiPageQuery>(query);
  return (
    <>
      <PageHeader title="API" description="Let your own scripts and systems work with your orders and stock." />
      <RouteTabs tabs={API_TABS} />
      {viewer?.company ? (
        <Stack gap="8" maxW="5xl">
          <ApiUsage />
          {viewer.userType === 'SELLER' ? (
            <ApiKeysSection company={viewer.company} />
          ) : (
            <FormAlert message={MSG.apiKeySellersOnly} />
          )}
        </Stack>
      ) : (
        <FormAlert message={MSG.notFound} />
      )}
    </>
  );
}
