import { DataList, Drawer, HStack, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { WalletTransactionDrawer_transaction$key } from '../../__generated__/WalletTransactionDrawer_transaction.graphql';
import type { WalletTransactionDrawerQuery } from '../../__generated__/WalletTransactionDrawerQuery.graphql';
import { formatDateTimeSeconds, formatPaise } from '../../lib/format';
import { DrawerDetail, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { SignedAmount, TypeBadge } from './WalletTransactionsTable';

/** The slider's own query, loaded when a row is opened (or the URL names one). */
export const walletTransactionDrawerQuery = graphql`
  query WalletTransactionDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on WalletTransaction @alias(as: "transaction") {
        ...WalletTransactionDrawer_transaction
      }
    }
  }
`;

const fragment = graphql`
  fragment WalletTransactionDrawer_transaction on WalletTransaction {
    createdAt
    type
    amount
    balance
    code
    codeLabel
    description
    reference
    createdBy
    company {
      name
    }
  }
`;

/** The wallet transaction slider: every field of one entry. */
export function WalletTransactionDrawer(props: QueryDrawerState<WalletTransactionDrawerQuery>) {
  return (
    <QueryDrawer<WalletTransactionDrawerQuery>
      {...props}
      title="Wallet transaction"
      query={walletTransactionDrawerQuery}
      size={{ base: 'full', md: 'md' }}
    >
      {(data) => data.node?.transaction && <Details transaction={data.node.transaction} />}
    </QueryDrawer>
  );
}

function Details({ transaction }: { transaction: WalletTransactionDrawer_transaction$key }) {
  const t = useFragment(fragment, transaction);
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title>{t.codeLabel}</Drawer.Title>
          <HStack gap="2">
            <TypeBadge type={t.type} />
            <SignedAmount type={t.type} amount={t.amount} />
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <DataList.Root orientation="horizontal" gap="3">
          <DrawerDetail label="Date">{formatDateTimeSeconds(t.createdAt)}</DrawerDetail>
          {t.company && <DrawerDetail label="Company">{t.company.name}</DrawerDetail>}
          <DrawerDetail label="Type">{t.type === 'CREDIT' ? 'Credit' : 'Debit'}</DrawerDetail>
          <DrawerDetail label="Amount">{formatPaise(t.amount)}</DrawerDetail>
          <DrawerDetail label="Balance after">{formatPaise(t.balance)}</DrawerDetail>
          <DrawerDetail label="Code">{`${t.code} ${t.codeLabel}`}</DrawerDetail>
          <DrawerDetail label="Description">{t.description}</DrawerDetail>
          <DrawerDetail label="Reference">{t.reference ?? '—'}</DrawerDetail>
          <DrawerDetail label="Created by">{t.createdBy ?? 'Parcelo'}</DrawerDetail>
        </DataList.Root>
      </Drawer.Body>
    </>
  );
}
