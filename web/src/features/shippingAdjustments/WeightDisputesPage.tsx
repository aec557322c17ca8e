import { Button, HStack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { WeightDisputesPageQuery } from '../../__generated__/WeightDisputesPageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { AdminFilters } from './CompanyFilter';
import { DisputePhotoButton } from './DisputePhotoButton';
import {
  discrepanciesExportUrl,
  readFilters,
  statusesOf,
  writeFilters,
  type DiscrepancyFilters,
} from './discrepancyFilters';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { ResolveDialog } from './ResolveDialog';
import { WeightDiscrepanciesTable, type WeightDiscrepancyRow } from './WeightDiscrepanciesTable';

const query = graphql`
  query WeightDisputesPageQuery(
    $statuses: [WeightDiscrepancyStatus!]
    $company: ID
    $createdAt: DateRange
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ...CompanyFilter_company @alias(as: "company")
    }
    ...WeightDiscrepanciesTable_query @arguments(statuses: $statuses, company: $company, createdAt: $createdAt)
  }
`;

// A dispute waits for an admin whatever its age, so the list reaches back a year.
const CREATED_AT = { preset: 'LAST_1_YEAR' } as const;

const variablesOf = (filters: DiscrepancyFilters) => ({
  statuses: statusesOf(filters, ['DISPUTED']),
  company: filters.company,
  createdAt: CREATED_AT,
});

export function weightDisputesLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<WeightDisputesPageQuery>(query, {
    ...variablesOf(filters),
    companyId: filters.company ?? '',
    withCompany: filters.company !== null,
  });
}

/** /admin/billing/disputes: brands' weight disputes, to refund or reject. */
export function WeightDisputesPage() {
  const data = useRouteQuery<WeightDisputesPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const variables = useMemo(() => variablesOf(filters), [filters]);
  const [resolving, setResolving] = useState<WeightDiscrepancyRow | null>(null);

  const rowActions = useCallback(
    (row: WeightDiscrepancyRow) => (
      <HStack gap="2">
        {row.disputeImageUrl && <DisputePhotoButton storedUrl={row.disputeImageUrl} awb={row.awb} />}
        {row.status === 'DISPUTED' && (
          <Button size="xs" aria-label={`Resolve AWB ${row.awb}`} onClick={() => setResolving(row)}>
            Resolve
          </Button>
        )}
      </HStack>
    ),
    [],
  );

  return (
    <>
      <PageHeader title="Weight Disputes" description="Brands' disputes of courier-measured weights." />
      <WeightDiscrepanciesTable
        query={data}
        caption="Weight disputes"
        variables={variables}
        adminView
        filters={
          <AdminFilters
            company={data.node?.company ?? null}
            filters={filters}
            fallback="DISPUTED"
            onChange={changeFilters}
          />
        }
        rowActions={rowActions}
        actions={
          <ExportCsvButton
            url={discrepanciesExportUrl(filters, 'DISPUTED', 'LAST_1_YEAR')}
            fallbackName="weight-disputes.csv"
          />
        }
      />
      <ResolveDialog dispute={resolving} onClose={() => setResolving(null)} />
    </>
  );
}

export { revalidateOnCompanyChange as weightDisputesShouldRevalidate } from '../../lib/useUrlFilters';
