import { MSG } from '@parcelo/common';
import { Button, HStack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { BillingActionsPageQuery } from '../../__generated__/BillingActionsPageQuery.graphql';
import { notifyOutcome } from '../../lib/notify';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { DisputeDialog } from './DisputeDialog';
import {
  discrepanciesExportUrl,
  readFilters,
  statusesOf,
  writeFilters,
  type DiscrepancyFilters,
} from './discrepancyFilters';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { StatusFilter } from './StatusFilter';
import { useWeightDiscrepancyAcceptMutation } from './useWeightDiscrepancyAcceptMutation';
import { WeightDiscrepanciesTable, type WeightDiscrepancyRow } from './WeightDiscrepanciesTable';

const query = graphql`
  query BillingActionsPageQuery($statuses: [WeightDiscrepancyStatus!], $createdAt: DateRange) {
    ...WeightDiscrepanciesTable_query @arguments(statuses: $statuses, createdAt: $createdAt)
  }
`;

// Open discrepancies wait for the brand whatever their age, so the list reaches back a year.
const CREATED_AT = { preset: 'LAST_1_YEAR' } as const;

const variablesOf = (filters: DiscrepancyFilters) => ({
  statuses: statusesOf(filters, ['OPEN']),
  company: null,
  createdAt: CREATED_AT,
});

export function billingActionsLoader({ request }: LoaderFunctionArgs) {
  const { statuses, createdAt } = variablesOf(readFilters(new URL(request.url).searchParams));
  return loadRouteQuery<BillingActionsPageQuery>(query, { statuses, createdAt });
}

export const billingActionsShouldRevalidate = revalidateOnPathChange;

/** /billing/actions: the brand's weight discrepancies to accept or dispute. */
export function BillingActionsPage() {
  const data = useRouteQuery<BillingActionsPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const variables = useMemo(() => variablesOf(filters), [filters]);
  const [accept, isAccepting] = useWeightDiscrepancyAcceptMutation();
  const [disputing, setDisputing] = useState<WeightDiscrepancyRow | null>(null);

  const rowActions = useCallback(
    (row: WeightDiscrepancyRow) =>
      row.status === 'OPEN' ? (
        <HStack gap="2">
          <Button
            size="xs"
            disabled={isAccepting}
            aria-label={`Accept AWB ${row.awb}`}
            onClick={() =>
              accept({ weightDiscrepancy: row.id }, notifyOutcome(MSG.discrepancyAccepted, MSG.genericFailure))
            }
          >
            Accept
          </Button>
          <Button size="xs" variant="outline" aria-label={`Dispute AWB ${row.awb}`} onClick={() => setDisputing(row)}>
            Dispute
          </Button>
        </HStack>
      ) : null,
    [accept, isAccepting],
  );

  return (
    <>
      <PageHeader
        title="Actions"
        description="Shipments the courier weighed heavier than declared. Accept the difference charged, or dispute it with a remark and a photo."
      />
      <WeightDiscrepanciesTable
        query={data}
        caption="Weight discrepancies"
        variables={variables}
        filters={<StatusFilter filters={filters} fallback="OPEN" onChange={changeFilters} />}
        rowActions={rowActions}
        actions={
          <ExportCsvButton
            url={discrepanciesExportUrl(filters, 'OPEN', 'LAST_1_YEAR')}
            fallbackName="weight-discrepancies.csv"
          />
        }
      />
      <DisputeDialog discrepancy={disputing} onClose={() => setDisputing(null)} />
    </>
  );
}
