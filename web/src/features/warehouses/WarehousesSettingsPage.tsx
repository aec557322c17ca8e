import { graphql } from 'react-relay';
import type { WarehousesSettingsPageQuery } from '../../__generated__/WarehousesSettingsPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { UnavailableAction } from '../../lib/UnavailableAction';
import { PageHeader } from '../../lib/PageHeader';
import { WarehouseCardList } from './WarehouseCardList';

const query = graphql`
  query WarehousesSettingsPageQuery {
    ...WarehouseCardList_query
  }
`;

export function warehousesSettingsLoader() {
  return loadRouteQuery<WarehousesSettingsPageQuery>(query, {});
}

/** /settings/warehouses ("Wherehouses" in the sidebar): the company's warehouses. */
export function WarehousesSettingsPage() {
  const data = useRouteQuery<WarehousesSettingsPageQuery>(query);
  return (
    <>
      <PageHeader
        title="Wherehouses"
        actions={
          <>
            <UnavailableAction label="Request a new Micro-WH" />
            <UnavailableAction label="Add my own Micro-WH" />
          </>
        }
      />
      <WarehouseCardList query={data} />
    </>
  );
}
