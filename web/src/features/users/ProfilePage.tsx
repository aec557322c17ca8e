import { graphql } from 'react-relay';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { ProfileCard } from './ProfileCard';

const query = graphql`
  query ProfilePageQuery {
    viewer {
      ...ProfileCard_viewer
    }
  }
`;

/** Serves /settings/profile and /admin/profile; each shell's own guard decides who may open which. */
export function profileLoader() {
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
