import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { WarehousesSettingsPageQuery } from '../../__generated__/WarehousesSettingsPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { PageHeader } from '../../lib/PageHeader';
import { OwnWarehouseDialog } from './OwnWarehouseDialog';
import { WarehouseCardList, cardConnection } from './WarehouseCardList';
import { WarehouseRequestDialog } from './WarehouseRequestDialog';
import { WarehouseRequestList, requestConnection } from './WarehouseRequestList';

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
  const [dialog, setDialog] = useState<'request' | 'own' | null>(null);
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
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title="Wherehouses"
        actions={
          // An operator's warehouses are attached by an admin; Micro-WHs are for sellers.
          viewer.userType === 'WAREHOUSE' ? undefined : (
            <>
              <Button variant="outline" onClick={() => setDialog('request')}>
                Request a new Micro-WH
              </Button>
              <Button onClick={() => setDialog('own')}>Add my own Micro-WH</Button>
            </>
          )
        }
      />
      <Stack gap="6">
        <WarehouseCardList company={company} />
        <WarehouseRequestList company={company} />
      </Stack>
      <WarehouseRequestDialog
        open={dialog === 'request'}
        onClose={close}
        contact={{ name: viewer.user.name, email: viewer.user.email, phone: viewer.user.phone }}
        connection={requestConnection(company.id)}
      />
      <OwnWarehouseDialog
        open={dialog === 'own'}
        onClose={close}
        connection={cardConnection(company.id)}
        phone={viewer.user.phone}
      />
    </>
  );
}
