import { plural } from '@parcelo/common';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CodRemittanceTotals_query$key } from '../../__generated__/CodRemittanceTotals_query.graphql';
import { formatPaise } from '../../lib/format';

const fragment = graphql`
  fragment CodRemittanceTotals_query on Query
  @argumentDefinitions(company: { type: "ID" }, from: { type: "String" }, to: { type: "String" }) {
    codRemittanceTotals(company: $company, from: $from, to: $to) {
      processing {
        count
        amount
      }
      due {
        count
        amount
      }
      paid {
        count
        amount
      }
    }
  }
`;

const CARDS = [
  { key: 'processing', label: 'Processing', help: 'Delivered, not yet due' },
  { key: 'due', label: 'Due', help: 'Due to be paid' },
  { key: 'paid', label: 'Paid', help: 'Paid to the bank or wallet' },
] as const;

/** The amount in each state over the list's days. */
export function CodRemittanceTotals({ query }: { query: CodRemittanceTotals_query$key }) {
  const { codRemittanceTotals: t } = useFragment(fragment, query);
  const totals = { processing: t.processing, due: t.due, paid: t.paid };
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {CARDS.map(({ key, label, help }) => (
        <Stat.Root key={key} borderWidth="1px" rounded="md" p="4" bg="bg" aria-label={`${label} total`}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{formatPaise(totals[key].amount)}</Stat.ValueText>
          <Stat.HelpText>
            {plural(totals[key].count, 'order')} · {help}
          </Stat.HelpText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
