import { MSG } from '@parcelo/common';
import { graphql } from 'react-relay';
import type { TrackingPageSettingsPageQuery } from '../../__generated__/TrackingPageSettingsPageQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { TrackingPageForm } from './TrackingPageForm';

const query = graphql`
  query TrackingPageSettingsPageQuery {
    viewer {
      company {
        ...TrackingPageForm_company
      }
    }
  }
`;

export function trackingPageSettingsLoader() {
  return loadRouteQuery<TrackingPageSettingsPageQuery>(query, {});
}

/** /settings/tracking-page: how the company's public tracking page looks to its buyers. */
export function TrackingPageSettingsPage() {
  const { viewer } = useRouteQuery<TrackingPageSettingsPageQuery>(query);
  return (
    <>
      <PageHeader
        title="Tracking Page"
        description="Your colours, logo and links on the page your buyers track their orders on."
      />
      {viewer?.company ? <TrackingPageForm company={viewer.company} /> : <FormAlert message={MSG.notFound} />}
    </>
  );
}
