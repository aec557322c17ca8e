import { BillingMonthInput, addMonths, formatMonth, istMonthOf, billingMonthRunSummary } from '@parcelo/common';
import { Box, Button, Dialog, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { AdminBillingInvoicesPageQuery } from '../../__generated__/AdminBillingInvoicesPageQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { toaster } from '../../lib/toaster';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { BillingInvoicesTable } from './BillingInvoicesTable';
import { useBillingMonthRunMutation } from './useBillingMonthRunMutation';

// The chosen company is read with the list, for the picker to show its name.
const query = graphql`
  query AdminBillingInvoicesPageQuery($company: ID, $companyId: ID!, $withCompany: Boolean!) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
    ...BillingInvoicesTable_query @arguments(company: $company)
  }
`;

type Filters = { company: string | null };
const readFilters = (params: URLSearchParams): Filters => ({ company: params.get('company') || null });
const writeFilters = (params: URLSearchParams, f: Filters) => {
  const next = new URLSearchParams(params);
  if (f.company) next.set('company', f.company);
  else next.delete('company');
  return next;
};

export function adminBillingInvoicesLoader({ request }: LoaderFunctionArgs) {
  const { company } = readFilters(new URL(request.url).searchParams);
  return loadRouteQuery<AdminBillingInvoicesPageQuery>(query, {
    company,
    // Required by the query's type even when unused; the field reading it is skipped then.
    companyId: company ?? '',
    withCompany: company !== null,
  });
}

/** Another company loads the route's query again, which also names the company for its picker. */
export function adminBillingInvoicesShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('company') !== nextUrl.searchParams.get('company');
}

/** /admin/billing/invoices: every brand's monthly invoices (or one's), and running a month by hand. */
export function AdminBillingInvoicesPage() {
  const data = useRouteQuery<AdminBillingInvoicesPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readFilters, writeFilters);
  const [running, setRunning] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const loadedCompany = data.node?.company?.id ?? null;
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Parcelo's monthly tax invoices to brands. Each month is billed on the 1st of the next; run a month here to bill it now."
      />
      <BillingInvoicesTable
        key={filters.company ?? 'all'}
        query={data}
        showCompany
        company={filters.company}
        refreshKey={refreshKey}
        filters={
          <HStack gap="2" align="flex-end" w={{ base: 'full', md: '72' }}>
            <Box flex="1">
              <CompanySearch
                key={loadedCompany ?? 'none'}
                company={data.node?.companySearch ?? null}
                onSelect={(company) => changeFilters({ company })}
              />
            </Box>
            {filters.company && (
              <Button variant="ghost" onClick={() => changeFilters({ company: null })}>
                All companies
              </Button>
            )}
          </HStack>
        }
        actions={<Button onClick={() => setRunning(true)}>Run month</Button>}
      />
      <FormDialog open={running} onClose={() => setRunning(false)}>
        <RunMonthForm
          onDone={() => {
            setRunning(false);
            setRefreshKey((k) => k + 1);
          }}
        />
      </FormDialog>
    </>
  );
}

function RunMonthForm({ onDone }: { onDone: () => void }) {
  const [month, setMonth] = useState(() => addMonths(istMonthOf(new Date()), -1));
  const [error, setError] = useState<string | undefined>();
  const [run, isRunning] = useBillingMonthRunMutation();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = BillingMonthInput.safeParse({ month });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    run(
      { month: checked.data.month },
      {
        onCompleted: (payload) => {
          if (payload.userErrors.length) return setError(payload.userErrors[0]?.message);
          toaster.create({
            type: 'success',
            title: billingMonthRunSummary(checked.data.month, {
              companies: payload.companies ?? 0,
              issued: payload.issued ?? 0,
              alreadyInvoiced: payload.alreadyInvoiced ?? 0,
            }),
          });
          onDone();
        },
      },
    );
  };
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Run month</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id="billing-month-run" onSubmit={submit} noValidate>
          <FormField
            label="Month"
            name="month"
            value={month}
            onChange={setMonth}
            placeholder="yyyy-mm"
            maxLength={7}
            error={error}
            helperText="Every brand is billed for the month; a brand billed already keeps its invoice."
          />
          <Text mt="2" color="fg.muted" textStyle="sm">
            {/^\d{4}-\d{2}$/.test(month) && Number(month.slice(5)) >= 1 && Number(month.slice(5)) <= 12
              ? formatMonth(month)
              : ''}
          </Text>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId="billing-month-run" loading={isRunning}>
        Run
      </FormDialogFooter>
    </>
  );
}
