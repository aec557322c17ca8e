import { SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SalesmanAgeing_person$key } from '../../__generated__/SalesmanAgeing_person.graphql';
import { formatPaise } from '../../lib/format';

const fragment = graphql`
  fragment SalesmanAgeing_person on FieldPerson {
    ageing {
      totals {
        invoices
        days0to30
        days31to60
        days61to90
        over90
        total
      }
    }
  }
`;

/** What the salesman's open invoices owe by age since their date, with the total. */
export function SalesmanAgeing({ person }: { person: SalesmanAgeing_person$key }) {
  const totals = useFragment(fragment, person).ageing?.totals;
  if (!totals || totals.invoices === 0)
    return <Text color="fg.muted">Nothing is owed on invoices this salesman holds.</Text>;
  const buckets = [
    { label: '0–30 days', value: totals.days0to30 },
    { label: '31–60 days', value: totals.days31to60 },
    { label: '61–90 days', value: totals.days61to90 },
    { label: '90+ days', value: totals.over90 },
    { label: `Total (${totals.invoices} ${totals.invoices === 1 ? 'invoice' : 'invoices'})`, value: totals.total },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" role="group" aria-label="Ageing">
      {buckets.map((b) => (
        <Stat.Root key={b.label} borderWidth="1px" borderRadius="md" p="3">
          <Stat.Label>{b.label}</Stat.Label>
          <Stat.ValueText textStyle="lg">{formatPaise(b.value)}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
