import { MSG, plural } from '@parcelo/common';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { AdminCodRemittancePageQuery } from '../../__generated__/AdminCodRemittancePageQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { formatPaise } from '../../lib/format';
import { notifyUserErrors } from '../../lib/notify';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { codRouteVariables, readCodFilters, writeCodFilters } from './codRemittanceFilters';
import { CodRemittanceTable } from './CodRemittanceTable';
import { CodRemittanceTotals } from './CodRemittanceTotals';
import { CodRemittanceWalletSwitch } from './CodRemittanceWalletSwitch';
import { useCodRemittanceRunMutation } from './useCodRemittanceRunMutation';

const query = graphql`
  query AdminCodRemittancePageQuery(
    $first: Int
    $company: ID
    $status: CodRemittanceStatus
    $from: String
    $to: String
    $companyId: ID!
    $withCompany: Boolean!
  ) {
    node(id: $companyId) @include(if: $withCompany) {
      ... on Company @alias(as: "company") {
        id
        name
      }
      ...CompanySearch_company @alias(as: "companySearch")
    }
    codRemittanceSettings(company: $companyId) @include(if: $withCompany) {
      toWallet
    }
    ...CodRemittanceTotals_query @arguments(company: $company, from: $from, to: $to)
    ...CodRemittanceTable_query @arguments(first: $first, company: $company, status: $status, from: $from, to: $to)
  }
`;

export const ADMIN_COD_PATH = '/admin/billing/cod-remittance';
export const uploadPath = (company: string) => `${ADMIN_COD_PATH}/upload?company=${encodeURIComponent(company)}`;

export function adminCodRemittanceLoader({ request }: LoaderFunctionArgs) {
  const variables = codRouteVariables(new URL(request.url).searchParams);
  return loadRouteQuery<AdminCodRemittancePageQuery>(query, {
    ...variables,
    // Required by the query's type even when unused; the field reading it is skipped then.
    companyId: variables.company ?? '',
    withCompany: variables.company !== null,
  });
}

/** Admin Billing > COD Remittance: every brand's remittances (or one's), the sheet upload and the remittance run. */
export function AdminCodRemittancePage() {
  const data = useRouteQuery<AdminCodRemittancePageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readCodFilters, writeCodFilters);
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [runRemittance, running] = useCodRemittanceRunMutation();
  const company = data.node?.company ?? null;

  const run = () =>
    runRemittance(
      { ...(filters.company ? { company: filters.company } : {}) },
      {
        onCompleted: (payload) => {
          setConfirming(false);
          if (!notifyUserErrors(payload.userErrors, MSG.genericFailure)) return;
          const paid = payload.paidCount ?? 0;
          toaster.create({
            type: paid ? 'success' : 'info',
            title: paid
              ? `Paid ${plural(paid, 'remittance')} worth ${formatPaise(payload.paidAmount ?? 0)} to ${plural(payload.companyCount ?? 0, 'brand')}`
              : MSG.codRemittanceRunNothing,
          });
          void revalidator.revalidate();
        },
        onError: (error) => {
          setConfirming(false);
          notifyFailure(error, MSG.genericFailure);
        },
      },
    );

  return (
    <Stack gap="5">
      <PageHeader
        title="COD Remittance"
        description="Delivered COD orders' amounts owed to brands. Upload a courier's remittance sheet, or pay everything due."
      />
      <HStack gap="2" align="flex-end" flexWrap="wrap">
        <Box w={{ base: 'full', md: '72' }}>
          <CompanySearch
            key={company?.id ?? 'none'}
            company={data.node?.companySearch ?? null}
            onSelect={(id) => changeFilters({ ...filters, company: id, page: 1 })}
          />
        </Box>
        {filters.company && (
          <Button variant="ghost" onClick={() => changeFilters({ ...filters, company: null, page: 1 })}>
            All brands
          </Button>
        )}
      </HStack>
      {company && data.codRemittanceSettings && (
        <CodRemittanceWalletSwitch
          key={company.id}
          toWallet={data.codRemittanceSettings.toWallet}
          company={company.id}
          label={`${company.name} takes COD into its wallet instead of its bank`}
        />
      )}
      <CodRemittanceTotals query={data} />
      <CodRemittanceTable
        query={data}
        showCompany={!filters.company}
        actions={
          <>
            {filters.company ? (
              <Button variant="outline" asChild>
                <RouterLink to={uploadPath(filters.company)}>Upload sheet</RouterLink>
              </Button>
            ) : (
              <Text textStyle="xs" color="fg.muted" maxW="48">
                {`Upload sheet: ${MSG.selectCompany}`}
              </Text>
            )}
            <ConfirmDialog
              trigger={<Button>Run remittance</Button>}
              open={confirming}
              onOpenChange={setConfirming}
              title="Run COD remittance?"
              body={
                company
                  ? `Every due COD amount of ${company.name} is paid now: to its bank with a new reference, or into its wallet if it chose that.`
                  : 'Every due COD amount of every brand is paid now: to each brand’s bank with a new reference, or into its wallet if it chose that.'
              }
              confirmLabel="Yes, pay what is due"
              loading={running}
              onConfirm={run}
            />
          </>
        }
      />
    </Stack>
  );
}
