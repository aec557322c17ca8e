import { Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { PaymentPageQuery } from '../../__generated__/PaymentPageQuery.graphql';
import type { PaymentPageWalletQuery } from '../../__generated__/PaymentPageWalletQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { RouteTabs } from '../../lib/RouteTabs';
import { revalidateOnPathChange, useUrlFilters } from '../../lib/useUrlFilters';
import { PAYMENT_TABS } from '../../lib/sidebars';
import { WalletBalanceCard } from '../wallet/WalletBalanceCard';
import { OfflinePaymentDialog } from './OfflinePaymentDialog';
import { PaymentLogTable } from './PaymentLogTable';
import { PaymentRequestDialog } from './PaymentRequestDialog';
import { RechargeDialog } from './RechargeDialog';
import { PaymentFilterBar } from './PaymentFilterBar';
import { paymentVariables, readPaymentFilters, writePaymentFilters } from './paymentFilters';

const query = graphql`
  query PaymentPageQuery($status: PaymentStatus, $from: DateTime) {
    wallet {
      balance
      ...WalletBalanceCard_wallet
    }
    ...PaymentLogTable_query @arguments(status: $status, from: $from)
  }
`;

// Read again after a payment, so the balance shown follows the ledger.
const walletQuery = graphql`
  query PaymentPageWalletQuery {
    wallet {
      balance
    }
  }
`;

export function paymentLoader({ request }: LoaderFunctionArgs) {
  const { status, from } = paymentVariables(readPaymentFilters(new URL(request.url).searchParams));
  return loadRouteQuery<PaymentPageQuery>(query, { status, from });
}

export const paymentShouldRevalidate = revalidateOnPathChange;

type Dialog = 'request' | 'offline' | null;

/** Billing > Payment: the wallet's balance and recharge, payment requests, offline payments and the payment log. */
export function PaymentPage() {
  const data = useRouteQuery<PaymentPageQuery>(query);
  const environment = useRelayEnvironment();
  const [params, setParams] = useSearchParams();
  const [filters, changeFilters] = useUrlFilters(readPaymentFilters, writePaymentFilters);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const recharging = params.get('recharge') === '1';

  const setRecharging = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('recharge', '1');
        else next.delete('recharge');
        return next;
      },
      { replace: true },
    );

  const refresh = useCallback(() => {
    setRefreshKey((k) => k + 1);
    fetchQuery<PaymentPageWalletQuery>(environment, walletQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);

  const filterBar = <PaymentFilterBar filters={filters} onChange={changeFilters} />;

  return (
    <>
      <PageHeader
        title="Payment"
        description="Recharge your wallet, ask others to pay into it, and follow every payment."
      />
      <RouteTabs tabs={PAYMENT_TABS} />
      <Stack gap="5">
        {data.wallet && (
          <WalletBalanceCard
            wallet={data.wallet}
            actions={
              <>
                <Button onClick={() => setRecharging(true)}>Recharge wallet</Button>
                <Button variant="outline" onClick={() => setDialog('request')}>
                  Request a payment
                </Button>
                <Button variant="outline" onClick={() => setDialog('offline')}>
                  Record offline payment
                </Button>
              </>
            }
          />
        )}
        <Text textStyle="sm" color="fg.muted">
          Offline payments are credited to the wallet once our finance team has checked the proof.
        </Text>
        <PaymentLogTable
          query={data}
          variables={paymentVariables(filters)}
          filters={filterBar}
          refreshKey={refreshKey}
          empty="No payments in this period"
        />
      </Stack>
      <RechargeDialog
        open={recharging}
        onClose={() => setRecharging(false)}
        balance={data.wallet?.balance ?? null}
        onPaid={refresh}
      />
      <PaymentRequestDialog open={dialog === 'request'} onClose={() => setDialog(null)} onSent={refresh} />
      <OfflinePaymentDialog open={dialog === 'offline'} onClose={() => setDialog(null)} onSaved={refresh} />
    </>
  );
}
