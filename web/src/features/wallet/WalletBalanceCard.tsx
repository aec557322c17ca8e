import { Card, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WalletBalanceCard_wallet$key } from '../../__generated__/WalletBalanceCard_wallet.graphql';
import { formatPaise } from '../../lib/format';

const fragment = graphql`
  fragment WalletBalanceCard_wallet on Wallet {
    balance
    floor
    company {
      name
    }
  }
`;

/** The wallet's balance in rupees, with the floor debits may not cross when it is not 0. */
export function WalletBalanceCard({ wallet, actions }: { wallet: WalletBalanceCard_wallet$key; actions?: ReactNode }) {
  const w = useFragment(fragment, wallet);
  return (
    <Card.Root as="section" aria-label="Wallet balance" size="sm" maxW="3xl">
      <Card.Body>
        <HStack gap="4" justify="space-between" wrap="wrap" align="flex-end">
          <Stack gap="1">
            <Stat.Root>
              <Stat.Label>{w.company ? `${w.company.name}: wallet balance` : 'Wallet balance'}</Stat.Label>
              <Stat.ValueText
                textStyle="2xl"
                color={w.balance < 0 ? 'fg.error' : undefined}
                data-testid="wallet-balance"
              >
                {formatPaise(w.balance)}
              </Stat.ValueText>
            </Stat.Root>
            {w.floor !== 0 && (
              <Text textStyle="sm" color="fg.muted">
                {w.floor < 0
                  ? `Credit limit: debits may take the balance down to ${formatPaise(w.floor)}`
                  : `Debits keep at least ${formatPaise(w.floor)} in the wallet`}
              </Text>
            )}
          </Stack>
          {actions && (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
