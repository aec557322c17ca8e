import { APPROVAL_ACTIONS, MSG, plural } from '@parcelo/common';
import { Box, Button, CloseButton, Dialog, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode, useRef } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminNdrPageQuery } from '../../__generated__/AdminNdrPageQuery.graphql';
import type { CustomerRequestsTable_query$key } from '../../__generated__/CustomerRequestsTable_query.graphql';
import { notifyUserErrors } from '../../lib/notify';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure, toaster } from '../../lib/toaster';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { CompanySearch } from '../../lib/CompanySearch';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { AdminSideMenu } from '../shell/AdminSideMenu';
import { PageHeader } from '../../lib/PageHeader';
import {
  approvalActionDisabled,
  approvalActionLabel,
  approvalChangedCount,
  approvalErrors,
  approvalSuccessMessage,
  approvalTargets,
  type ApprovalAction,
} from './approvalActions';
import {
  customerRequestsExportUrl,
  filterVariables,
  readFilters,
  writeFilters,
  type CustomerRequestFilters,
} from './customerRequestFilters';
import { CustomerRequestsTable, type CustomerRequestRow } from './CustomerRequestsTable';
import { useCustomerRequestsApprovalStatusUpdateMutation } from './useCustomerRequestsApprovalStatusUpdateMutation';

// The chosen company is read with the list, for the picker to show its name.
const query = graphql`
  query AdminNdrPageQuery(
    $search: CustomerRequestSearch
    $formLinkStatus: FormLinkStatus
    $approvalStatus: CustomerRequestApprovalStatus
    $requestType: CustomerRequestType
    $createdAt: DateRange
    $company: ID
    $sort: CustomerRequestSort
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    viewer {
      ...AdminSideMenu_viewer
    }
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
    ...CustomerRequestsTable_query
      @arguments(
        search: $search
        formLinkStatus: $formLinkStatus
        approvalStatus: $approvalStatus
        requestType: $requestType
        createdAt: $createdAt
        company: $company
        sort: $sort
      )
  }
`;

export function adminNdrLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<AdminNdrPageQuery>(query, {
    ...filterVariables(filters),
    // Required by the query's type even when unused; the field reading it is skipped then.
    companyId: filters.company ?? '',
    withCompany: filters.company !== null,
  });
}

/** Filter changes refetch only the table; another company loads the route's query again. */
export const adminNdrShouldRevalidate = revalidateOnCompanyChange;

/** /admin/ndr: every company's NDR customer requests (or one's), with their approval. */
export function AdminNdrPage() {
  const data = useRouteQuery<AdminNdrPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  // An id that names no company (a stale link) shows an empty picker.
  const loadedCompany = data.node?.company?.id ?? null;

  const companyFilter = (
    <>
      <HStack gap="2" align="flex-end" w={{ base: 'full', md: '72' }}>
        <Box flex="1">
          <CompanySearch
            // A new company gets a fresh box showing its name.
            key={loadedCompany ?? 'none'}
            company={data.node?.companySearch ?? null}
            onSelect={(company) => changeFilters({ ...filters, company })}
          />
        </Box>
        {filters.company && (
          <Button variant="ghost" onClick={() => changeFilters({ ...filters, company: null })}>
            All companies
          </Button>
        )}
      </HStack>
      <ExportCsvButton url={customerRequestsExportUrl(filters)} fallbackName="ndr-requests.csv" />
    </>
  );

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      {data.viewer && <AdminSideMenu viewer={data.viewer} tab="NDR" />}
      <Box flex="1" minW="0" w="full">
        <PageHeader
          title="NDR"
          description="Customer requests after a failed delivery, by the buyers' answers to their links."
        />
        <AdminRequests
          // Another company's list starts with nothing picked.
          key={filters.company ?? 'all'}
          query={data}
          filters={filters}
          onFiltersChange={changeFilters}
          companyFilter={companyFilter}
        />
      </Box>
    </Flex>
  );
}

interface AdminRequestsProps {
  query: CustomerRequestsTable_query$key;
  filters: CustomerRequestFilters;
  onFiltersChange: (filters: CustomerRequestFilters) => void;
  companyFilter: ReactNode;
}

/** The approval about to be sent, waiting for the admin to confirm (approving changes orders). */
interface PendingApproval {
  rows: readonly CustomerRequestRow[];
  onDone?: () => void;
}

function AdminRequests({ query, filters, onFiltersChange, companyFilter }: AdminRequestsProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [commit, isSending] = useCustomerRequestsApprovalStatusUpdateMutation();
  const [sending, setSending] = useState<ApprovalAction | null>(null);
  const [confirming, setConfirming] = useState<PendingApproval | null>(null);

  const send = useCallback(
    (action: ApprovalAction, rows: readonly CustomerRequestRow[], onDone?: () => void) => {
      const targets = approvalTargets(action, rows);
      if (targets.length === 0) return;
      setSending(action);
      commit(
        { ids: targets.map((row) => row.id), approvalStatus: action },
        {
          onCompleted: (payload) => {
            setSending(null);
            setConfirming(null);
            const changed = approvalChangedCount(action, targets, payload.customerRequests);
            if (changed > 0 || payload.userErrors.length === 0) {
              toaster.create({ type: 'success', title: approvalSuccessMessage(changed) });
            }
            notifyUserErrors(approvalErrors(payload.userErrors, targets), MSG.genericFailure);
            onDone?.();
          },
          onError: (error) => {
            setSending(null);
            setConfirming(null);
            notifyFailure(error, MSG.genericFailure);
          },
        },
      );
    },
    [commit],
  );

  const act = useCallback(
    (action: ApprovalAction, rows: readonly CustomerRequestRow[], onDone?: () => void) => {
      if (action === 'APPROVED') setConfirming({ rows, onDone });
      else send(action, rows, onDone);
    },
    [send],
  );

  const rowActions = useCallback(
    (row: CustomerRequestRow) => (
      <RowApprovalMenu row={row} disabled={isSending} onAction={(action) => act(action, [row])} />
    ),
    [act, isSending],
  );

  return (
    <>
      <CustomerRequestsTable
        query={query}
        filters={filters}
        onFiltersChange={onFiltersChange}
        adminView={{ companyFilter }}
        selection={{ selected, onChange: setSelected }}
        actions={(picked) => (
          <ApprovalButtons
            picked={picked}
            sending={sending}
            onAction={(action) => act(action, picked, () => setSelected(new Set()))}
          />
        )}
        rowActions={rowActions}
      />
      <ApproveDialog
        pending={confirming}
        loading={sending === 'APPROVED'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && send('APPROVED', confirming.rows, confirming.onDone)}
      />
    </>
  );
}

/** The three buttons for the picked requests; each is off when all of them already have its status. */
function ApprovalButtons({
  picked,
  sending,
  onAction,
}: {
  picked: readonly CustomerRequestRow[];
  sending: ApprovalAction | null;
  onAction: (action: ApprovalAction) => void;
}) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Approval of the selected requests">
      <Text textStyle="sm" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
        {`${picked.length} selected`}
      </Text>
      {APPROVAL_ACTIONS.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'APPROVED' ? 'solid' : 'outline'}
          colorPalette={action === 'DISAPPROVED' ? 'red' : undefined}
          disabled={sending !== null || approvalActionDisabled(action, picked)}
          loading={sending === action}
          onClick={() => onAction(action)}
        >
          {approvalActionLabel(action)}
        </Button>
      ))}
    </HStack>
  );
}

/** A request's own approval; the status it already has is off. */
function RowApprovalMenu({
  row,
  disabled,
  onAction,
}: {
  row: CustomerRequestRow;
  disabled: boolean;
  onAction: (action: ApprovalAction) => void;
}) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        const action = APPROVAL_ACTIONS.find((candidate) => candidate === details.value);
        if (action) onAction(action);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          disabled={disabled}
          aria-label={`Set approval for order ${row.orderNumber}`}
        >
          Set approval
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {APPROVAL_ACTIONS.map((action) => (
              <Menu.Item key={action} value={action} disabled={approvalActionDisabled(action, [row])}>
                {approvalActionLabel(action)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Approving applies each request to its order, which cannot be taken back: it is confirmed first. */
function ApproveDialog({
  pending,
  loading,
  onCancel,
  onConfirm,
}: {
  pending: PendingApproval | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const targets = pending ? approvalTargets('APPROVED', pending.rows) : [];
  const [only] = targets;
  // Kept while the dialog fades out, when nothing is pending any more.
  const shown = useRef('');
  if (pending)
    shown.current =
      targets.length === 1 && only
        ? `Approve the request for order ${only.orderNumber}?`
        : `Approve ${plural(targets.length, 'request')}?`;
  const title = shown.current;
  return (
    <Dialog.Root
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(details) => {
        if (!details.open && !loading) onCancel();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Approving changes the order: an update of details changes its phone or address and delivery is tried
                again; a cancellation cancels the order, or returns it to origin if it has shipped.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                Go back
              </Button>
              <Button onClick={onConfirm} loading={loading}>
                Yes, approve
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
