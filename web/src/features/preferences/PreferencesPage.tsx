import { MSG } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { PreferencesPageQuery } from '../../__generated__/PreferencesPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PreferenceCards } from './PreferenceCards';

const query = graphql`
  query PreferencesPageQuery {
    viewer {
      company {
        ...PreferenceCards_company
      }
    }
  }
`;

export function preferencesLoader() {
  return loadRouteQuery<PreferencesPageQuery>(query, {});
}

/** /settings/preferences: how the company's orders are taken and its buyers told; each change saves at once. */
export function PreferencesPage() {
  const { viewer } = useRouteQuery<PreferencesPageQuery>(query);
  return (
    <>
      <PageHeader title="Preferences" description="How your orders are taken and your buyers kept informed." />
      {viewer?.company ? <PreferenceCards company={viewer.company} /> : <FormAlert message={MSG.notFound} />}
    </>
  );
}
