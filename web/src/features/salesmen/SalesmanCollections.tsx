import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  SalesmanCollections_person$data,
  SalesmanCollections_person$key,
} from '../../__generated__/SalesmanCollections_person.graphql';
import type { SalesmanCollectionsPaginationQuery } from '../../__generated__/SalesmanCollectionsPaginationQuery.graphql';
import { formatDateTime, formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { ProofLink } from '../../lib/ProofLink';
import { collectionMethodLabel } from '../d2rInvoices';

const fragment = graphql`
  fragment SalesmanCollections_person on FieldPerson
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "SalesmanCollectionsPaginationQuery") {
    collections(first: $first, after: $after)
      @required(action: THROW)
      @connection(key: "SalesmanCollections_collections") {
      totalCount
      edges {
        node {
          id
          amount
          method
          reference
          proofUrl
          createdAt
          invoice {
            invoiceId
            retailerName
          }
        }
      }
    }
  }
`;

type Row = SalesmanCollections_person$data['collections']['edges'][number]['node'];

const COLUMNS: readonly Column<Row>[] = [
  { key: 'date', header: 'Date (IST)', render: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
  {
    key: 'invoice',
    header: 'Invoice',
    render: (r) => (r.invoice ? `${r.invoice.invoiceId} · ${r.invoice.retailerName}` : '—'),
  },
  { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatPaise(r.amount) },
  { key: 'method', header: 'Method', render: (r) => collectionMethodLabel(r.method) },
  { key: 'reference', header: 'Reference', render: (r) => r.reference || '—' },
  {
    key: 'proof',
    header: 'Proof',
    render: (r) => <ProofLink storedUrl={r.proofUrl} label={`Proof of ${formatPaise(r.amount)} collected`} />,
  },
];

/** What a salesman collected in the last 30 days, newest first, each with its proof. */
export function SalesmanCollections({ person }: { person: SalesmanCollections_person$key }) {
  const { data, ...pagination } = usePaginationFragment<
    SalesmanCollectionsPaginationQuery,
    SalesmanCollections_person$key
  >(fragment, person);
  const nodes = useMemo(() => data.collections.edges.map((e) => e.node), [data.collections.edges]);
  return (
    <PaginationTable
      caption="Collections"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      nodes={nodes}
      totalCount={data.collections.totalCount}
      pagination={pagination}
      filters={null}
      variables={{}}
    />
  );
}
