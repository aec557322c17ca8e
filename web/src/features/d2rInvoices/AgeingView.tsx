import { Box, HStack, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AgeingViewQuery } from '../../__generated__/AgeingViewQuery.graphql';
import { PageLoader } from '../../lib/PageLoader';
import { formatNumber, formatPaise } from '../../lib/format';
import type { AgeingBy } from './invoiceList';

const query = graphql`
  query AgeingViewQuery($company: ID!, $by: D2rAgeingGroup!) {
    d2rAgeing(company: $company, by: $by) {
      rows {
        key
        name
        invoices
        days0to30
        days31to60
        days61to90
        over90
        total
      }
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

const GROUPS: readonly { value: AgeingBy; label: string }[] = [
  { value: 'RETAILER', label: 'By retailer' },
  { value: 'SALESMAN', label: 'By salesman' },
];

const BUCKETS = ['0–30 days', '31–60 days', '61–90 days', '90+ days', 'Total'] as const;

interface AgeingFigures {
  readonly days0to30: number;
  readonly days31to60: number;
  readonly days61to90: number;
  readonly over90: number;
  readonly total: number;
}

/** A row's amounts in the columns' order. */
const bucketsOf = (row: AgeingFigures) => [row.days0to30, row.days31to60, row.days61to90, row.over90, row.total];

interface Props {
  /** The brand whose open invoices are aged; none chosen yet shows a prompt. */
  company: string | null;
  by: AgeingBy;
  onByChange: (by: AgeingBy) => void;
}

/**
 * What a brand's retailers still owe, per retailer or per salesman holding the invoices, by
 * how long ago the invoices were raised, with a totals row.
 */
export function AgeingView({ company, by, onByChange }: Props) {
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SegmentGroup.Root
          value={by}
          onValueChange={({ value }) => {
            const next = GROUPS.find((g) => g.value === value);
            if (next) onByChange(next.value);
          }}
          aria-label="Group ageing"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={GROUPS.map((g) => ({ value: g.value, label: g.label }))} />
        </SegmentGroup.Root>
      </HStack>
      {company ? (
        <Suspense fallback={<PageLoader />}>
          <AgeingTable company={company} by={by} />
        </Suspense>
      ) : (
        <Box borderWidth="1px" rounded="md" p="8" textAlign="center" color="fg.muted">
          Choose a brand to see what its retailers owe.
        </Box>
      )}
    </Stack>
  );
}

function AgeingTable({ company, by }: { company: string; by: AgeingBy }) {
  const data = useLazyLoadQuery<AgeingViewQuery>(query, { company, by }, { fetchPolicy: 'store-and-network' });
  const ageing = data.d2rAgeing;
  const who = by === 'SALESMAN' ? 'Salesman' : 'Retailer';
  if (!ageing) return <Text color="fg.muted">The ageing cannot be shown just now.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`Ageing by ${who.toLowerCase()}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{who}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Invoices</Table.ColumnHeader>
            {BUCKETS.map((header) => (
              <Table.ColumnHeader key={header} textAlign="end" whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ageing.rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={BUCKETS.length + 2} textAlign="center" py="10" color="fg.muted">
                Nothing outstanding
              </Table.Cell>
            </Table.Row>
          ) : (
            ageing.rows.map((row) => (
              <Table.Row key={row.key ?? `none-${row.name}`}>
                <Table.Cell minW="32">{row.key ? row.name : <Text color="fg.muted">{row.name}</Text>}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.invoices)}</Table.Cell>
                {bucketsOf(row).map((amount, at) => (
                  <Table.Cell
                    key={BUCKETS[at]}
                    textAlign="end"
                    whiteSpace="nowrap"
                    fontWeight={at === BUCKETS.length - 1 ? 'medium' : undefined}
                  >
                    {formatPaise(amount)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(ageing.totals.invoices)}</Table.Cell>
            {bucketsOf(ageing.totals).map((amount, at) => (
              <Table.Cell key={BUCKETS[at]} textAlign="end" whiteSpace="nowrap">
                {formatPaise(amount)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
