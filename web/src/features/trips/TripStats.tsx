import { SimpleGrid, Stat } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { TripStats_stats$key } from '../../__generated__/TripStats_stats.graphql';
import { tripStatEntries } from './tripList';

const fragment = graphql`
  fragment TripStats_stats on TripStats {
    totalOrders
    delivered
    undelivered
    unattempted
    amountCollected
    amountExpected
  }
`;

/** A trip's six figures: its orders by how they ended, and the cash collected of what was expected. */
export function TripStats({ stats }: { stats: TripStats_stats$key }) {
  const { totalOrders, delivered, undelivered, unattempted, amountCollected, amountExpected } = useFragment(
    fragment,
    stats,
  );
  const entries = tripStatEntries({
    totalOrders,
    delivered,
    undelivered,
    unattempted,
    amountCollected,
    amountExpected,
  });
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" role="list" aria-label="Trip stats">
      {entries.map(({ label, value }) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3" bg="bg" role="listitem" aria-label={label}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText textStyle="lg">{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
