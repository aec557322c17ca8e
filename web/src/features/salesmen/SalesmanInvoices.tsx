import { Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  SalesmanInvoices_person$data,
  SalesmanInvoices_person$key,
} from '../../__generated__/SalesmanInvoices_person.graphql';
import type { SalesmanInvoicesPaginationQuery } from '../../__generated__/SalesmanInvoicesPaginationQuery.graphql';
import { formatDate, formatDay, formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { ageInDays, daysText } from './salesmanWork';

const fragment = graphql`
  fragment SalesmanInvoices_person on FieldPerson
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "SalesmanInvoicesPaginationQuery") {
    invoices(first: $first, after: $after, status: OPEN)
      @required(action: THROW)
      @connection(key: "SalesmanInvoices_invoices", filters: ["status"]) {
      totalCount
      edges {
        node {
          id
          invoiceId
          invoiceUrl
          retailerName
          finalPrice
          outstanding
          dueDate
          overdue
          createdAt
        }
      }
    }
  }
`;

type Row = SalesmanInvoices_person$data['invoices']['edges'][number]['node'];

const COLUMNS: readonly Column<Row>[] = [
  {
    key: 'invoice',
    header: 'Invoice',
    render: (r) => (
      <Stack gap="0" whiteSpace="nowrap">
        {r.invoiceUrl ? (
          <Link href={r.invoiceUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
            {r.invoiceId}
          </Link>
        ) : (
          <Text>{r.invoiceId}</Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          {formatDate(r.createdAt)}
        </Text>
      </Stack>
    ),
  },
  { key: 'retailer', header: 'Retailer', render: (r) => <Text minW="32">{r.retailerName}</Text> },
  { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatPaise(r.finalPrice) },
  { key: 'outstanding', header: 'Outstanding', align: 'end', render: (r) => formatPaise(r.outstanding) },
  {
    key: 'due',
    header: 'Due',
    render: (r) => (
      <Text whiteSpace="nowrap" color={r.overdue ? 'fg.error' : undefined}>
        {formatDay(r.dueDate)}
      </Text>
    ),
  },
  { key: 'age', header: 'Age', align: 'end', render: (r) => daysText(ageInDays(r.createdAt)) },
];

/** The open invoices a salesman holds to collect, newest first. */
export function SalesmanInvoices({ person }: { person: SalesmanInvoices_person$key }) {
  const { data, ...pagination } = usePaginationFragment<SalesmanInvoicesPaginationQuery, SalesmanInvoices_person$key>(
    fragment,
    person,
  );
  const nodes = useMemo(() => data.invoices.edges.map((e) => e.node), [data.invoices.edges]);
  return (
    <PaginationTable
      caption="Open invoices"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      nodes={nodes}
      totalCount={data.invoices.totalCount}
      pagination={pagination}
      filters={null}
      variables={{}}
    />
  );
}
