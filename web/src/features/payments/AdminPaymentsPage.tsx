import { MSG, PAYMENT_MSG, PaymentDecisionInput } from '@parcelo/common';
import { Box, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { AdminPaymentsPageQuery } from '../../__generated__/AdminPaymentsPageQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { PaymentLogTable, type PaymentLogRow } from './PaymentLogTable';
import { PaymentFilterBar } from './PaymentFilterBar';
import { paymentVariables, type PaymentFilters, readPaymentFilters, writePaymentFilters } from './paymentFilters';
import { usePaymentLogDecideMutation } from './usePaymentLogDecideMutation';

const query = graphql`
  query AdminPaymentsPageQuery(
    $status: PaymentStatus
    $from: DateTime
    $company: ID
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
    ...PaymentLogTable_query @arguments(status: $status, from: $from, company: $company)
  }
`;

// The admin's page opens on what waits for a decision.
const readAdminFilters = (params: URLSearchParams): PaymentFilters => {
  const filters = readPaymentFilters(params);
  return params.has('status')
    ? { ...filters, status: params.get('status') === 'ALL' ? null : filters.status }
    : { ...filters, status: 'PENDING' };
};
const writeAdminFilters = (params: URLSearchParams, filters: PaymentFilters) => {
  const next = writePaymentFilters(params, filters);
  if (filters.status === 'PENDING') next.delete('status');
  else if (!filters.status) next.set('status', 'ALL');
  return next;
};

export function adminPaymentsLoader({ request }: LoaderFunctionArgs) {
  const filters = readAdminFilters(new URL(request.url).searchParams);
  return loadRouteQuery<AdminPaymentsPageQuery>(query, {
    ...paymentVariables(filters),
    companyId: filters.company ?? '',
    withCompany: filters.company !== null,
  });
}

/** Filters refetch only the table; another company loads the page again for its picker. */
export function adminPaymentsShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('company') !== nextUrl.searchParams.get('company');
}

/** Admin Billing > Payments: the payment log of every brand (or one), pending offline payments first to approve or reject. */
export function AdminPaymentsPage() {
  const data = useRouteQuery<AdminPaymentsPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readAdminFilters, writeAdminFilters);
  const [deciding, setDeciding] = useState<{ row: PaymentLogRow; decision: 'APPROVE' | 'REJECT' } | null>(null);
  const loadedCompany = data.node?.company?.id ?? null;
  const change = (patch: Partial<PaymentFilters>) => changeFilters({ ...filters, ...patch });

  const actions = useCallback(
    (row: PaymentLogRow) =>
      row.kind === 'OFFLINE' && row.status === 'PENDING' ? (
        <HStack gap="1">
          <Button size="xs" colorPalette="green" onClick={() => setDeciding({ row, decision: 'APPROVE' })}>
            Approve
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setDeciding({ row, decision: 'REJECT' })}
          >
            Reject
          </Button>
        </HStack>
      ) : (
        <Text color="fg.muted">—</Text>
      ),
    [],
  );

  const filterBar = (
    <PaymentFilterBar
      filters={filters}
      onChange={changeFilters}
      company={
        <HStack gap="2" align="flex-end" w={{ base: 'full', md: '72' }}>
          <Box flex="1">
            <CompanySearch
              key={loadedCompany ?? 'none'}
              company={data.node?.companySearch ?? null}
              onSelect={(company) => change({ company })}
            />
          </Box>
          {filters.company && (
            <Button variant="ghost" onClick={() => change({ company: null })}>
              All companies
            </Button>
          )}
        </HStack>
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Payments"
        description="Brands' payments into their wallets; offline payments wait here for approval."
      />
      <Stack gap="4">
        <PaymentLogTable
          query={data}
          variables={paymentVariables(filters)}
          filters={filterBar}
          showCompany
          actions={actions}
          empty={filters.status === 'PENDING' ? 'No payments waiting for approval' : MSG.nothingHere}
        />
      </Stack>
      <FormDialog open={deciding !== null} onClose={() => setDeciding(null)}>
        {deciding && <DecideForm row={deciding.row} decision={deciding.decision} onClose={() => setDeciding(null)} />}
      </FormDialog>
    </>
  );
}

function DecideForm({
  row,
  decision,
  onClose,
}: {
  row: PaymentLogRow;
  decision: 'APPROVE' | 'REJECT';
  onClose: () => void;
}) {
  const formId = useId();
  const [decide, isSending] = usePaymentLogDecideMutation();
  const form = useSchemaForm(PaymentDecisionInput, { decision, remarks: '' });
  const submit = form.onSubmit((values) => {
    decide(
      { paymentLog: row.id, decision, remarks: values.remarks || null },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({
            type: 'success',
            title: decision === 'APPROVE' ? PAYMENT_MSG.paymentApproved : PAYMENT_MSG.paymentRejected,
          });
          onClose();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{decision === 'APPROVE' ? 'Approve payment' : 'Reject payment'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text>
              {formatPaise(row.amount)} from {row.company?.name ?? 'the brand'}
              {row.reference ? `, reference ${row.reference}` : ''}.{' '}
              {decision === 'APPROVE' ? 'The wallet is credited with this amount.' : 'Nothing is credited.'}
            </Text>
            <FormField
              label={decision === 'APPROVE' ? 'Remarks (optional)' : 'Remarks'}
              maxLength={500}
              required={decision === 'REJECT'}
              {...form.field('remarks')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSending}>
        {decision === 'APPROVE' ? 'Approve' : 'Reject'}
      </FormDialogFooter>
    </>
  );
}
