import { MSG } from '@parcelo/common';
import { Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import type { InventoryPageQuery } from '../../__generated__/InventoryPageQuery.graphql';
import type { InventoryTrailDrawerQuery } from '../../__generated__/InventoryTrailDrawerQuery.graphql';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { ApiError, describeError } from '../../lib/relay/environment';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { PageHeader } from '../../lib/PageHeader';
import { PageLoader } from '../../lib/PageLoader';
import { InventoryExport } from './InventoryExport';
import { InventoryFilterBar } from './InventoryFilterBar';
import { filterVariables, readFilters, ROW_PARAM, writeFilters } from './inventoryFilters';
import { InventoryTable, type InventoryRowAction, type InventoryRowData } from './InventoryTable';
import { InventoryTrailDrawer, inventoryTrailDrawerQuery, type InventoryFormRow } from './InventoryTrailDrawer';

// The stock forms (their rules, date picker and dialog) load when one is first opened, not with the list.
const InventoryInboundForm = lazy(async () => ({
  default: (await import('./InventoryInboundForm')).InventoryInboundForm,
}));
const InventoryAdjustForm = lazy(async () => ({
  default: (await import('./InventoryAdjustForm')).InventoryAdjustForm,
}));

const query = graphql`
  query InventoryPageQuery($warehouse: ID, $search: InventorySearch, $company: ID, $asOf: String) {
    ...InventoryTable_query @arguments(warehouse: $warehouse, search: $search, company: $company, asOf: $asOf)
    ...InventoryFilterBar_query
  }
`;

/** Where "Scan and add" goes (scan-and-add inventory). */
export const INVENTORY_SCAN_PATH = '/inventory/scan';

/** The first visit reads the filters from the URL; later filter changes refetch the table's connection. */
export function inventoryLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<InventoryPageQuery>(query, filterVariables(filters));
}

/** Filter and drawer changes do not load the route's query again. */
export const inventoryShouldRevalidate = revalidateOnPathChange;

/** /inventory: the viewer's stock with filters in the URL, and the open row's trail (?row=<id>). */
export function InventoryPage() {
  // A new load of the route (Back to it, a link) clears a failure.
  const loaded: unknown = useLoaderData();
  return (
    <>
      <PageHeader
        title="Inventory"
        actions={
          <HStack gap="2">
            <Button asChild variant="outline">
              <RouterLink to={INVENTORY_SCAN_PATH}>Scan and add</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/inventory/bulk">Bulk upload</RouterLink>
            </Button>
          </HStack>
        }
      />
      {/* A failed load keeps the page's header and offers Retry ('Could not get inventory'). */}
      <ErrorBoundary resetKeys={[loaded]} fallbackRender={({ error }) => <InventoryLoadFailure error={error} />}>
        <Suspense fallback={<PageLoader />}>
          <InventoryContent />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function InventoryLoadFailure({ error }: { error: unknown }) {
  // Asking again cannot help with these.
  const final = error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');
  return (
    <Center minH="60" p="6">
      <Stack align="center" gap="4" maxW="md" textAlign="center" role="alert">
        {/* The server's message, else 'Could not get inventory'. */}
        <Text fontWeight="medium">{describeError(error, MSG.inventoryLoadFailed)}</Text>
        {!final && (
          // A full load, as the route's own error screen does (Retry).
          <Button onClick={() => window.location.reload()}>Retry</Button>
        )}
      </Stack>
    </Center>
  );
}

type RowDialog = { action: 'inbound' | 'adjust'; row: InventoryFormRow; open: boolean };

function InventoryContent() {
  const data = useRouteQuery<InventoryPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const {
    openId: openRowId,
    open: openRow,
    drawer,
  } = useUrlDrawer<InventoryTrailDrawerQuery>(ROW_PARAM, inventoryTrailDrawerQuery);
  const [dialog, setDialog] = useState<RowDialog | null>(null);

  const startAction = useCallback((action: 'inbound' | 'adjust', row: InventoryFormRow) => {
    setDialog({ action, row, open: true });
  }, []);

  const onRowAction = useCallback(
    (action: InventoryRowAction, row: InventoryRowData) => {
      if (action === 'trail') openRow(row.id);
      else startAction(action, row);
    },
    [openRow, startAction],
  );

  // The dialog keeps its row through the close animation, then lets it go.
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const clearDialog = () => setDialog((current) => (current && !current.open ? null : current));

  return (
    <>
      <InventoryTable
        query={data}
        filters={filters}
        filterBar={<InventoryFilterBar query={data} filters={filters} onChange={changeFilters} />}
        actions={<InventoryExport warehouse={filters.warehouse} date={filters.asOf} />}
        openRowId={openRowId}
        onOpenRow={openRow}
        onAction={onRowAction}
      />
      <InventoryTrailDrawer {...drawer} onAction={startAction} />
      {/* Each opening starts with an empty form dated today: the dialogs unmount their forms once closed. */}
      {dialog && (
        <Suspense fallback={null}>
          <InventoryInboundForm
            row={dialog.action === 'inbound' ? dialog.row : null}
            open={dialog.action === 'inbound' && dialog.open}
            onClose={closeDialog}
            onExitComplete={clearDialog}
          />
          <InventoryAdjustForm
            row={dialog.action === 'adjust' ? dialog.row : null}
            open={dialog.action === 'adjust' && dialog.open}
            onClose={closeDialog}
            onExitComplete={clearDialog}
          />
        </Suspense>
      )}
    </>
  );
}
