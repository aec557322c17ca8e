import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { WarehousesSettingsPageQuery } from '../../__generated__/WarehousesSettingsPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { MicroWarehouseActions } from './MicroWarehouseActions';
import { WarehouseCardList } from './WarehouseCardList';
import { WarehouseRequestList } from './WarehouseRequestList';

const query = graphql`
  query WarehousesSettingsPageQuery {
    viewer {
      userType
      user {
        name
        email
        phone
      }
      company {
        id
        ...WarehouseCardList_company
        ...WarehouseRequestList_company
      }
    }
  }
`;

export function warehousesSettingsLoader() {
  return loadRouteQuery<WarehousesSettingsPageQuery>(query, {});
}

/**
 * /settings/warehouses ("Wherehouses" in the sidebar): the company's warehouses with its own
 * switches on each, its Micro-WH requests, and the ways to get another warehouse.
 */
export function WarehousesSettingsPage() {
  const data = useRouteQuery<WarehousesSettingsPageQuery>(query);
  const viewer = data.viewer;
  const company = viewer?.company;
  if (!viewer || !company) {
    return (
      <>
        <PageHeader title="Wherehouses" />
        <Text color="fg.muted">Warehouses belong to a seller's company.</Text>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Wherehouses"
        actions={
          // An operator's warehouses are attached by an admin; Micro-WHs are for sellers.
          viewer.userType === 'WAREHOUSE' ? undefined : (
            <MicroWarehouseActions
              companyId={company.id}
              contact={{ name: viewer.user.name, email: viewer.user.email, phone: viewer.user.phone }}
            />
          )
        }
      />
      <Stack gap="6">
        <WarehouseCardList company={company} />
        <WarehouseRequestList company={company} />
      </Stack>
    </>
  );
}
