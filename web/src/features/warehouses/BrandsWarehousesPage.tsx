import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BrandsWarehousesPageQuery } from '../../__generated__/BrandsWarehousesPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { brandsCompany, useBrandsCompany } from '../../lib/brandsParams';
import { requirementLabel } from '../preferences';
import { AttachWarehouseForm } from './AttachWarehouseForm';
import { WarehouseCardList } from './WarehouseCardList';
import { WarehouseRequestList, type WarehouseRequestRow } from './WarehouseRequestList';
import { WarehouseRequestResolveDialog, type Decision } from './WarehouseRequestResolveDialog';
import { useAttachableWarehouses } from './useAttachableWarehouses';

const query = graphql`
  query BrandsWarehousesPageQuery($company: ID!) {
    ...useAttachableWarehouses_query @arguments(company: $company)
    node(id: $company) {
      ... on Company @alias(as: "company") {
        preferences {
          warehouseRequirement
        }
        ...WarehouseCardList_company
        ...WarehouseRequestList_company
      }
    }
  }
`;

export function brandsWarehousesLoader({ request }: LoaderFunctionArgs) {
  return loadRouteQuery<BrandsWarehousesPageQuery>(query, { company: brandsCompany(request)! });
}

/**
 * Brands > Warehouses: attach a warehouse to the chosen brand, its warehouse cards (the
 * switches act for this brand only), and its Micro-WH requests to fulfil or decline.
 */
export function BrandsWarehousesPage() {
  const data = useRouteQuery<BrandsWarehousesPageQuery>(query);
  const company = useBrandsCompany();
  const [warehouses, refreshWarehouses] = useAttachableWarehouses(data);
  const [target, setTarget] = useState<{ request: WarehouseRequestRow; decision: Decision } | null>(null);
  const found = data.node?.company;
  if (!found) return <Text color="fg.muted">This brand could not be found.</Text>;

  const actions = (request: WarehouseRequestRow) => (
    <>
      <Button size="sm" onClick={() => setTarget({ request, decision: 'FULFILL' })}>
        Fulfil
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={() => setTarget({ request, decision: 'DECLINE' })}
      >
        Decline
      </Button>
    </>
  );

  return (
    <Stack gap="6" key={company}>
      <AttachWarehouseForm
        company={company}
        warehouses={warehouses}
        requirement={requirementLabel(found.preferences.warehouseRequirement)}
        onAttached={refreshWarehouses}
      />
      <WarehouseCardList company={found} />
      <WarehouseRequestList company={found} actions={actions} />
      <WarehouseRequestResolveDialog
        target={target}
        onClose={() => setTarget(null)}
        company={company}
        warehouses={warehouses}
        onAttached={refreshWarehouses}
      />
    </Stack>
  );
}
