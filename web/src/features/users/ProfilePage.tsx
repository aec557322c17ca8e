import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { requireSession } from '../shell/guards';
import { PageHeader } from '../shell/PageHeader';
import { ProfileCard } from './ProfileCard';

const query = graphql`
  query ProfilePageQuery {
    viewer {
      ...ProfileCard_viewer
    }
  }
`;

/** Serves /settings/profile and /admin/profile; each shell's own guard decides who may open which. */
export async function profileLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return loadRouteQuery<ProfilePageQuery>(query, {});
}

export function ProfilePage() {
  const { viewer } = useRouteQuery<ProfilePageQuery>(query);
  return (
    <>
      <PageHeader title="Profile" />
      {viewer && <ProfileCard viewer={viewer} />}
    </>
  );
}
