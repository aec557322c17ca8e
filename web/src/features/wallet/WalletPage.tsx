import { Button, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router';
import type { WalletPageQuery } from '../../__generated__/WalletPageQuery.graphql';
import type { WalletTransactionDrawerQuery } from '../../__generated__/WalletTransactionDrawerQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { PageHeader } from '../../lib/PageHeader';
import { useUrlDrawer } from '../../lib/QueryDrawer';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { WalletBalanceCard } from './WalletBalanceCard';
import { WalletTransactionDrawer, walletTransactionDrawerQuery } from './WalletTransactionDrawer';
import { WalletTransactionsTable } from './WalletTransactionsTable';
import { readSellerWalletFilters, walletExportUrl, walletVariables, writeWalletFilters } from './walletFilters';

import { RECHARGE_PATH } from './rechargePath';

const query = graphql`
  query WalletPageQuery($type: WalletTransactionType, $code: String, $from: DateTime, $to: DateTime) {
    wallet {
      ...WalletBalanceCard_wallet
    }
    ...WalletTransactionsTable_query @arguments(type: $type, code: $code, from: $from, to: $to)
  }
`;

export function walletLoader({ request }: LoaderFunctionArgs) {
  const { company: _, ...variables } = walletVariables(readSellerWalletFilters(new URL(request.url).searchParams));
  return loadRouteQuery<WalletPageQuery>(query, variables);
}

export const walletShouldRevalidate = revalidateOnPathChange;

/**
 * Billing > Wallet and Settings > Wallet: the company's balance, a recharge, and its
 * transactions filtered by type, code and days (the last 30 by default), each opening in a slider.
 */
export function WalletPage() {
  const data = useRouteQuery<WalletPageQuery>(query);
  const [filters, changeFilters] = useUrlFilters(readSellerWalletFilters, writeWalletFilters);
  const { openId, open, drawer } = useUrlDrawer<WalletTransactionDrawerQuery>(
    'transaction',
    walletTransactionDrawerQuery,
  );
  return (
    <>
      <PageHeader
        title="Wallet"
        description="Shipping, messages, storage and platform charges are taken from this balance; recharges add to it."
      />
      <Stack gap="5">
        {data.wallet ? (
          <WalletBalanceCard
            wallet={data.wallet}
            actions={
              <Button asChild>
                <RouterLink to={RECHARGE_PATH}>Recharge</RouterLink>
              </Button>
            }
          />
        ) : (
          <Text color="fg.muted">A wallet belongs to a seller's company.</Text>
        )}
        <WalletTransactionsTable
          query={data}
          filters={filters}
          onFiltersChange={changeFilters}
          onOpen={open}
          openId={openId}
          actions={<ExportCsvButton url={walletExportUrl(filters)} fallbackName="wallet-transactions.csv" />}
        />
      </Stack>
      <WalletTransactionDrawer {...drawer} />
    </>
  );
}
