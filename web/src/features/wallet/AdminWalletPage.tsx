import { MSG } from '@parcelo/common';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminWalletPageQuery } from '../../__generated__/AdminWalletPageQuery.graphql';
import type { WalletTransactionDrawerQuery } from '../../__generated__/WalletTransactionDrawerQuery.graphql';
import { CompanySearch } from '../../lib/CompanySearch';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnCompanyChange, useUrlFilters } from '../../lib/useUrlFilters';
import { WalletBalanceCard } from './WalletBalanceCard';
import { WalletFloorDialog, WalletTransactionCreateDialog } from './WalletTransactionCreateDialog';
import { WalletTransactionDrawer, walletTransactionDrawerQuery } from './WalletTransactionDrawer';
import { WalletTransactionsTable } from './WalletTransactionsTable';
import { readWalletFilters, walletExportUrl, walletVariables, writeWalletFilters } from './walletFilters';

// The chosen company is read with the list, for the picker to show its name.
const query = graphql`
  query AdminWalletPageQuery(
    $company: ID
    $type: WalletTransactionType
    $code: String
    $from: DateTime
    $to: DateTime
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
    wallet(company: $company) @include(if: $withCompany) {
      floor
      ...WalletBalanceCard_wallet
    }
    ...WalletTransactionsTable_query @arguments(company: $company, type: $type, code: $code, from: $from, to: $to)
  }
`;

export function adminWalletLoader({ request }: LoaderFunctionArgs) {
  const filters = readWalletFilters(new URL(request.url).searchParams);
  return loadRouteQuery<AdminWalletPageQuery>(query, {
    ...walletVariables(filters),
    // Required by the query's type even when unused; the fields reading it are skipped then.
    companyId: filters.company ?? '',
    withCompany: filters.company !== null,
  });
}

export const adminWalletShouldRevalidate = revalidateOnCompanyChange;

/**
 * Admin Billing > Wallet: every brand's wallet transactions, or one brand's with its balance,
 * where the admin credits or debits it and sets its floor.
 */
export function AdminWalletPage() {
  const data = useRouteQuery<AdminWalletPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readWalletFilters, writeWalletFilters);
  const { openId, open, drawer } = useUrlDrawer<WalletTransactionDrawerQuery>(
    'transaction',
    walletTransactionDrawerQuery,
  );
  const [dialog, setDialog] = useState<'create' | 'floor' | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const chosen = data.node?.company;
  const company = chosen ? { id: chosen.id, name: chosen.name } : null;
  const wallet = data.wallet ?? null;

  const companyFilter = (
    <HStack gap="2" align="flex-end" w={{ base: 'full', md: '80' }}>
      <Box flex="1">
        <CompanySearch
          key={company?.id ?? 'none'}
          company={data.node?.companySearch ?? null}
          onSelect={(id) => changeFilters({ ...filters, company: id })}
        />
      </Box>
      {filters.company && (
        <Button variant="ghost" onClick={() => changeFilters({ ...filters, company: null })}>
          All companies
        </Button>
      )}
    </HStack>
  );

  return (
    <>
      <PageHeader
        title="Wallet"
        description="Every brand's wallet transactions; choose a brand to see its balance, credit or debit it, or set its floor."
        actions={
          company && (
            <>
              <Button onClick={() => setDialog('create')}>Create transaction</Button>
              <Button variant="outline" onClick={() => setDialog('floor')}>
                Set floor
              </Button>
            </>
          )
        }
      />
      <Stack gap="5">
        {company && wallet ? (
          <WalletBalanceCard wallet={wallet} />
        ) : (
          <Text color="fg.muted">{`${MSG.selectCompany} to see its balance or create a transaction.`}</Text>
        )}
        <WalletTransactionsTable
          // Another company's list starts afresh.
          key={filters.company ?? 'all'}
          query={data}
          filters={filters}
          onFiltersChange={changeFilters}
          showCompany={!filters.company}
          onOpen={open}
          openId={openId}
          leadingFilters={companyFilter}
          refreshKey={refreshKey}
          actions={<ExportCsvButton url={walletExportUrl(filters)} fallbackName="wallet-transactions.csv" />}
        />
      </Stack>
      {company && (
        <>
          <WalletTransactionCreateDialog
            open={dialog === 'create'}
            onClose={() => setDialog(null)}
            company={company}
            onCreated={() => setRefreshKey((k) => k + 1)}
          />
          <WalletFloorDialog
            open={dialog === 'floor'}
            onClose={() => setDialog(null)}
            company={company}
            floor={wallet?.floor ?? 0}
          />
        </>
      )}
      <WalletTransactionDrawer {...drawer} />
    </>
  );
}
