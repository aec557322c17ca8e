import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { daysIn } from '@parcelo/common';
import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SellThroughViewQuery } from '../../__generated__/SellThroughViewQuery.graphql';
import { DaysFilter } from '../../lib/DaysFilter';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDay, formatNumber } from '../../lib/format';
import { PageLoader } from '../../lib/PageLoader';
import { SELL_THROUGH_MAX_DAYS, sellThroughExportUrl } from './promoterStockList';

const query = graphql`
  query SellThroughViewQuery($company: ID!, $start: String, $end: String) {
    promoterStockSellThrough(company: $company, start: $start, end: $end) {
      retailer {
        id
        name
        phone
      }
      sku
      title
      unitsSold
      restocks
      counts
      firstDay
      lastDay
      daysCovered
    }
  }
`;

interface Props {
  /** The brand whose shops are read; none chosen yet shows a prompt. */
  company: string | null;
  from: string;
  to: string;
  onDaysChange: (days: { from: string; to: string }) => void;
  /** The brand picker. */
  companyFilter: ReactNode;
}

const prompt = (text: string) => (
  <Box borderWidth="1px" rounded="md" p="8" textAlign="center" color="fg.muted">
    {text}
  </Box>
);

/**
 * What a brand's shops sold of each product over the days chosen, from the promoters'
 * consecutive counts: each fall from one count to the next is sold; a rise is a delivery
 * (an opening count above the last closing is a restock) and starts a new run.
 */
export function SellThroughView({ company, from, to, onDaysChange, companyFilter }: Props) {
  const [start, end] = from > to ? [to, from] : [from, to];
  const tooLong = daysIn({ from: start, to: end }) > SELL_THROUGH_MAX_DAYS;
  return (
    <Stack gap="4">
      <HStack
        gap="3"
        align={{ base: 'stretch', md: 'flex-end' }}
        flexDirection={{ base: 'column', md: 'row' }}
        wrap="wrap"
      >
        {companyFilter}
        <DaysFilter from={from} to={to} onChange={onDaysChange} />
        {company && !tooLong && (
          <Box ms={{ md: 'auto' }}>
            <ExportCsvButton
              url={sellThroughExportUrl(company, { from, to })}
              fallbackName="promoter-sell-through.csv"
            />
          </Box>
        )}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        Units sold between consecutive counts of a shop: a count lower than the one before is sold; a higher one means
        stock arrived in between, so that step counts nothing.
      </Text>
      {!company ? (
        prompt('Choose a brand to see what its retailers sold.')
      ) : tooLong ? (
        prompt(`Choose a period of at most ${SELL_THROUGH_MAX_DAYS} days.`)
      ) : (
        <Suspense fallback={<PageLoader />}>
          <SellThroughTable company={company} start={start} end={end} />
        </Suspense>
      )}
    </Stack>
  );
}

const HEADERS = ['Retailer', 'Product', 'Units sold', 'Restocks', 'Counts', 'Days covered'] as const;

function SellThroughTable({ company, start, end }: { company: string; start: string; end: string }) {
  const data = useLazyLoadQuery<SellThroughViewQuery>(
    query,
    { company, start, end },
    { fetchPolicy: 'store-and-network' },
  );
  const rows = data.promoterStockSellThrough;
  if (!rows) return <Text color="fg.muted">The sell-through cannot be shown just now.</Text>;
  const total = rows.reduce((sum, r) => sum + r.unitsSold, 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Sell-through">
        <Table.Header>
          <Table.Row>
            {HEADERS.map((header, at) => (
              <Table.ColumnHeader key={header} textAlign={at >= 2 ? 'end' : undefined} whiteSpace="nowrap">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={HEADERS.length} textAlign="center" py="10" color="fg.muted">
                No stock counts in these days
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((r) => (
              <Table.Row key={`${r.retailer.id}-${r.sku}`}>
                <Table.Cell minW="32">
                  <Text>{r.retailer.name}</Text>
                  <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                    {r.retailer.phone}
                  </Text>
                </Table.Cell>
                <Table.Cell minW="32">
                  <Text>{r.sku}</Text>
                  {r.title && (
                    <Text textStyle="xs" color="fg.muted">
                      {r.title}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium">
                  {formatNumber(r.unitsSold)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(r.restocks)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(r.counts)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Text>{formatNumber(r.daysCovered)}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {formatDay(r.firstDay)} – {formatDay(r.lastDay)}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
        {rows.length > 0 && (
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell colSpan={2}>Total</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(total)}</Table.Cell>
              <Table.Cell colSpan={3} />
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
