import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import type { ShippingAdjustmentPageQuery } from '../../__generated__/ShippingAdjustmentPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { AdminFilters } from './CompanyFilter';
import {
  discrepanciesExportUrl,
  readFilters,
  statusesOf,
  writeFilters,
  type DiscrepancyFilters,
} from './discrepancyFilters';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { WeightDiscrepanciesTable } from './WeightDiscrepanciesTable';
import { SHIPPING_ADJUSTMENT_TEMPLATE, SHIPPING_ADJUSTMENT_UPLOAD_PATH } from './shippingAdjustmentPaths';

const query = graphql`
  query ShippingAdjustmentPageQuery(
    $statuses: [WeightDiscrepancyStatus!]
    $company: ID
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ...CompanyFilter_company @alias(as: "company")
    }
    ...WeightDiscrepanciesTable_query @arguments(statuses: $statuses, company: $company)
  }
`;

// The history: every adjustment of the last 30 days (the lists' default range).
const variablesOf = (filters: DiscrepancyFilters) => ({
  statuses: statusesOf(filters, null),
  company: filters.company,
  createdAt: null,
});

export function shippingAdjustmentLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const { statuses, company } = variablesOf(filters);
  return loadRouteQuery<ShippingAdjustmentPageQuery>(query, {
    statuses,
    company,
    companyId: filters.company ?? '',
    withCompany: filters.company !== null,
  });
}

/** /admin/billing/shipping-adjustment: upload couriers' weights by AWB, and the adjustments made. */
export function ShippingAdjustmentPage() {
  const data = useRouteQuery<ShippingAdjustmentPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const variables = useMemo(() => variablesOf(filters), [filters]);
  return (
    <>
      <PageHeader
        title="Shipping Adjustment"
        description="Courier-measured weights by AWB: each shipment's difference in shipping charge is debited or credited to its brand's wallet, once."
      />
      <WeightDiscrepanciesTable
        query={data}
        caption="Shipping adjustments"
        variables={variables}
        adminView
        filters={
          <AdminFilters
            company={data.node?.company ?? null}
            filters={filters}
            fallback="ALL"
            onChange={changeFilters}
          />
        }
        actions={
          <>
            <ExportCsvButton
              url={discrepanciesExportUrl(filters, null, null)}
              fallbackName="shipping-adjustments.csv"
            />
            <Button asChild variant="outline">
              <a href={SHIPPING_ADJUSTMENT_TEMPLATE} download>
                Download template
              </a>
            </Button>
            <Button asChild>
              <RouterLink to={SHIPPING_ADJUSTMENT_UPLOAD_PATH}>Upload sheet</RouterLink>
            </Button>
          </>
        }
      />
    </>
  );
}

export { revalidateOnCompanyChange as shippingAdjustmentShouldRevalidate } from '../../lib/useUrlFilters';
