import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  CataloguePricingTablePaginationQuery,
  CatalogueSearchField,
} from '../../__generated__/CataloguePricingTablePaginationQuery.graphql';
import type { CataloguePricingTable_query$key } from '../../__generated__/CataloguePricingTable_query.graphql';
import { formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, type SearchField } from '../../lib/SearchByFilter';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';
import { pricingRow, type PricingRow } from './cataloguePricing';

const fragment = graphql`
  fragment CataloguePricingTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID!" }
    store: { type: "ID!" }
    search: { type: "CatalogueSearch" }
  )
  @refetchable(queryName: "CataloguePricingTablePaginationQuery") {
    cataloguePricing(first: $first, after: $after, company: $company, store: $store, search: $search)
      @required(action: THROW)
      @connection(key: "CataloguePricingTable_cataloguePricing", filters: ["company", "store", "search"]) {
      totalCount
      edges {
        cursor
        node {
          discount
          finalPrice
          catalogueProduct {
            id
            productId
            productTitle
            sku
            category
            price
          }
        }
      }
    }
  }
`;

const missing = <Text color="fg.muted">—</Text>;
const rupees = (value: number | null) =>
  value === null ? missing : <Text whiteSpace="nowrap">{formatPaise(value)}</Text>;

const COLUMNS: readonly Column<PricingRow>[] = [
  { key: 'productId', header: 'Product ID', align: 'end', render: (r) => r.productId ?? missing },
  {
    key: 'title',
    header: 'Product Title',
    render: (r) =>
      r.productTitle === null ? (
        missing
      ) : (
        <Text fontWeight="medium" maxW="64" lineClamp={2} title={r.productTitle}>
          {r.productTitle}
        </Text>
      ),
  },
  { key: 'sku', header: 'SKU', render: (r) => (r.sku === null ? missing : <Text whiteSpace="nowrap">{r.sku}</Text>) },
  { key: 'category', header: 'Category', render: (r) => r.category ?? missing },
  { key: 'price', header: 'Price', align: 'end', render: (r) => rupees(r.price) },
  { key: 'discount', header: 'Discount', align: 'end', render: (r) => rupees(r.discount) },
  { key: 'finalPrice', header: 'Final Price', align: 'end', render: (r) => rupees(r.finalPrice) },
];

const SEARCH_FIELDS: readonly SearchField<Exclude<CatalogueSearchField, '%future added value'>>[] = [
  { value: 'SKU', label: 'SKU' },
  { value: 'TITLE', label: 'Title' },
];

interface Props {
  /** The page query, with the prices of the chosen company's catalogue at the chosen store. */
  query: CataloguePricingTable_query$key;
  /** Changing it fetches the listed rows again (after an upload changed the discounts). */
  refreshKey: number;
}

/**
 * A company's catalogue priced at one store (Catalogue pricing row), by product id:
 * search by SKU or Title; final price = price − discount. Mounted per company and store.
 */
export function CataloguePricingTable({ query, refreshKey }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    CataloguePricingTablePaginationQuery,
    CataloguePricingTable_query$key
  >(fragment, query);
  const [by, setBy] = useState<(typeof SEARCH_FIELDS)[number]['value']>('SKU');
  const [text, setText] = useState('');
  const value = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The table compares the variables as JSON, so their shape stays fixed.
  const variables = useMemo(() => ({ search: value ? { by, value } : null }), [by, value]);
  const { edges, totalCount } = data.cataloguePricing;
  const rows = useMemo(
    () =>
      edges.map(({ cursor, node: { discount, finalPrice, catalogueProduct: p } }) =>
        pricingRow(
          cursor,
          p && {
            id: p.id,
            productId: p.productId,
            productTitle: p.productTitle,
            sku: p.sku,
            category: p.category,
            price: p.price,
          },
          discount,
          finalPrice,
        ),
      ),
    [edges],
  );

  return (
    <PaginationTable
      caption="Catalogue pricing"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={totalCount}
      pagination={pagination}
      variables={variables}
      filters={
        <SearchByFilter
          fields={SEARCH_FIELDS}
          by={by}
          onByChange={setBy}
          text={text}
          onTextChange={setText}
          label="Search products"
        />
      }
      refreshKey={refreshKey}
    />
  );
}
