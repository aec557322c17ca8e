import { MSG } from '@parcelo/common';
import { Box, Button, Image, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type {
  CatalogueSearchField,
  CatalogueTablePaginationQuery,
} from '../../__generated__/CatalogueTablePaginationQuery.graphql';
import type {
  CatalogueTable_product$data,
  CatalogueTable_product$key,
} from '../../__generated__/CatalogueTable_product.graphql';
import type { CatalogueTable_query$key } from '../../__generated__/CatalogueTable_query.graphql';
import { FormField } from '../../lib/FormField';
import { formatNumber, formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useWorksForSellers } from '../../lib/SellerFilter';
import { SearchByFilter, type SearchField } from '../../lib/SearchByFilter';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';
import { CatalogueProductForm } from './CatalogueProductForm';
import { CatalogueStatusTag } from './CatalogueStatusTag';
import { connectionsForNewProduct, type ProductInputFields } from './productForm';

const fragment = graphql`
  fragment CatalogueTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    search: { type: "CatalogueSearch" }
    active: { type: "Int" }
  )
  @refetchable(queryName: "CatalogueTablePaginationQuery") {
    viewer {
      ...SellerFilter_viewer
    }
    catalogueProducts(first: $first, after: $after, company: $company, search: $search, active: $active)
      @required(action: THROW)
      @connection(key: "CatalogueTable_catalogueProducts", filters: ["company", "search", "active"]) {
      __id
      totalCount
      edges {
        node {
          ...CatalogueTable_product
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the product mutations return them and the
// row changes in place (an edit, a new WSIN map) without a refetch.
const rowFragment = graphql`
  fragment CatalogueTable_product on CatalogueProduct @inline {
    id
    productId
    productTitle
    sku
    category
    price
    hsnCode
    weight
    imageUrls
    wsinMappingLabel
    inventoryQuantity
    active
    company {
      name
    }
  }
`;

type ProductRow = CatalogueTable_product$data;

/** A warehouse operator sees several sellers' products: each row names its seller, after the serial. */
const SELLER_COLUMN: Column<ProductRow> = {
  key: 'seller',
  header: 'Seller',
  render: (p) => (p.company ? <Text whiteSpace="nowrap">{p.company.name}</Text> : <Text color="fg.muted">—</Text>),
};

const COLUMNS: readonly Column<ProductRow>[] = [
  { key: 'serial', header: 'Serial No', align: 'end', render: (p) => p.productId },
  {
    key: 'image',
    header: 'Image',
    render: (p) =>
      p.imageUrls[0] ? (
        <Image src={p.imageUrls[0]} alt={p.productTitle} w="24" h="8" objectFit="cover" rounded="sm" loading="lazy" />
      ) : (
        <Text color="fg.muted">—</Text>
      ),
  },
  {
    key: 'title',
    header: 'Product Title',
    render: (p) => (
      <Text fontWeight="medium" maxW="56" lineClamp={2} title={p.productTitle}>
        {p.productTitle}
      </Text>
    ),
  },
  { key: 'sku', header: 'SKU', render: (p) => <Text whiteSpace="nowrap">{p.sku}</Text> },
  { key: 'category', header: 'Category', render: (p) => p.category },
  {
    key: 'price',
    header: 'Price',
    align: 'end',
    render: (p) => <Text whiteSpace="nowrap">{formatPaise(p.price)}</Text>,
  },
  { key: 'hsn', header: 'HSN', render: (p) => p.hsnCode },
  { key: 'weight', header: 'Weight (gm)', align: 'end', render: (p) => formatNumber(p.weight) },
  {
    key: 'wsin',
    header: 'WSIN map',
    render: (p) => (
      <Text color={p.wsinMappingLabel === MSG.wsinNotGenerated ? 'fg.muted' : undefined}>{p.wsinMappingLabel}</Text>
    ),
  },
  {
    key: 'available',
    header: 'Available',
    align: 'end',
    pinned: true,
    render: (p) => formatNumber(p.inventoryQuantity),
  },
  { key: 'status', header: 'Status', pinned: true, render: (p) => <CatalogueStatusTag active={p.active} /> },
];

const SEARCH_FIELDS: readonly SearchField<Exclude<CatalogueSearchField, '%future added value'>>[] = [
  { value: 'SKU', label: 'SKU' },
  { value: 'TITLE', label: 'Title' },
];

/** Shipping-package style status filter: Active 1, Inactive 0, All (none). */
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

interface Props {
  query: CatalogueTable_query$key;
  /** The company an admin works on (new products are made for it); none for sellers. */
  company?: string | null | undefined;
  openProductId: string | null;
  onOpenProduct: (id: string) => void;
}

/** The catalogue, newest first: search by SKU or Title, an Active/Inactive/All filter, and Create Product. */
export function CatalogueTable({ query, company, openProductId, onOpenProduct }: Props) {
  const { data, ...pagination } = usePaginationFragment<CatalogueTablePaginationQuery, CatalogueTable_query$key>(
    fragment,
    query,
  );
  const operator = useWorksForSellers(data.viewer);
  const [by, setBy] = useState<(typeof SEARCH_FIELDS)[number]['value']>('SKU');
  const [text, setText] = useState('');
  const value = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  // Key order is fixed: the table compares the variables as JSON.
  const variables = useMemo(() => ({ active, search: value ? { by, value } : null }), [active, by, value]);
  const { edges } = data.catalogueProducts;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<CatalogueTable_product$key>(rowFragment, edge.node)),
    [edges],
  );
  const connectionId = data.catalogueProducts.__id;
  const connectionsFor = (product: ProductInputFields) =>
    connectionsForNewProduct(connectionId, variables, {
      active: product.active ?? 1,
      sku: product.sku,
      productTitle: product.productTitle,
    });

  return (
    <>
      <PaginationTable
        caption="Catalog"
        columns={operator ? [COLUMNS[0]!, SELLER_COLUMN, ...COLUMNS.slice(1)] : COLUMNS}
        rowKey={(node) => node.id}
        nodes={nodes}
        totalCount={data.catalogueProducts.totalCount}
        pagination={pagination}
        variables={variables}
        filters={
          <>
            <SearchByFilter
              fields={SEARCH_FIELDS}
              by={by}
              onByChange={setBy}
              text={text}
              onTextChange={setText}
              label="Search products"
            />
            <Box w={{ base: 'full', md: '36' }}>
              <FormField
                kind="select"
                label="Status"
                name="active"
                value={active === null ? '' : String(active)}
                onChange={(next) => setActive(next === '' ? null : Number(next))}
                options={STATUS_OPTIONS}
              />
            </Box>
          </>
        }
        actions={<Button onClick={() => setCreating(true)}>Create Product</Button>}
        onRowOpen={(product) => onOpenProduct(product.id)}
        openRowId={openProductId}
      />
      <CatalogueProductForm
        open={creating}
        onClose={() => setCreating(false)}
        product={null}
        company={company}
        connectionsFor={connectionsFor}
      />
    </>
  );
}
