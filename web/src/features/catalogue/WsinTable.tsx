import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WsinSearchField, WsinTablePaginationQuery } from '../../__generated__/WsinTablePaginationQuery.graphql';
import type { WsinTable_query$key } from '../../__generated__/WsinTable_query.graphql';
import type { WsinTable_wsin$data, WsinTable_wsin$key } from '../../__generated__/WsinTable_wsin.graphql';
import { formatDate, formatTime } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, type SearchField } from '../../lib/SearchByFilter';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';
import { CatalogueStatusTag } from './CatalogueStatusTag';
import { wsinSheetPath } from './wsinSheets';
import { connectionsForNewWsin } from './wsinCreate';
import { WsinCreateForm } from './WsinCreateForm';

const fragment = graphql`
  fragment WsinTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    search: { type: "WsinSearch" }
  )
  @refetchable(queryName: "WsinTablePaginationQuery") {
    wsins(first: $first, after: $after, company: $company, search: $search)
      @required(action: THROW)
      @connection(key: "WsinTable_wsins", filters: ["company", "search"]) {
      __id
      totalCount
      edges {
        node {
          ...WsinTable_wsin
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment WsinTable_wsin on Wsin @inline {
    id
    wsin
    name
    active
    createdAt
  }
`;

type WsinRow = WsinTable_wsin$data;

const COLUMNS: readonly Column<WsinRow>[] = [
  {
    key: 'wsin',
    header: 'WSIN',
    render: (w) => (
      <Text fontWeight="medium" whiteSpace="nowrap">
        {w.wsin}
      </Text>
    ),
  },
  { key: 'name', header: 'Name', render: (w) => w.name },
  {
    key: 'active',
    header: 'Active',
    render: (w) => <CatalogueStatusTag active={w.active ? 1 : 0} />,
  },
  {
    key: 'created',
    header: 'Created',
    render: (w) => (
      <Stack gap="0" whiteSpace="nowrap">
        <Text>{formatDate(w.createdAt)}</Text>
        <Text textStyle="xs" color="fg.muted">
          {formatTime(w.createdAt)}
        </Text>
      </Stack>
    ),
  },
];

/** WSINs are searched by WSIN or Product Title. */
const SEARCH_FIELDS: readonly SearchField<Exclude<WsinSearchField, '%future added value'>>[] = [
  { value: 'WSIN', label: 'WSIN' },
  { value: 'PRODUCT_TITLE', label: 'Product Title' },
];

interface Props {
  query: WsinTable_query$key;
  /** The company (a Company id) the WSINs belong to; new ones are made for it. */
  company: string;
}

/** Brands > WSIN: the company's warehouse SKUs, newest first, and Create WSIN. */
export function WsinTable({ query, company }: Props) {
  const { data, ...pagination } = usePaginationFragment<WsinTablePaginationQuery, WsinTable_query$key>(fragment, query);
  const [by, setBy] = useState<(typeof SEARCH_FIELDS)[number]['value']>('WSIN');
  const [text, setText] = useState('');
  const value = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const variables = useMemo(() => ({ search: value ? { by, value } : null }), [by, value]);
  const { edges } = data.wsins;
  const nodes = useMemo(() => edges.map((edge) => readInlineData<WsinTable_wsin$key>(rowFragment, edge.node)), [edges]);
  const connectionId = data.wsins.__id;

  return (
    <>
      <PaginationTable
        caption="WSINs"
        columns={COLUMNS}
        rowKey={(node) => node.id}
        nodes={nodes}
        totalCount={data.wsins.totalCount}
        pagination={pagination}
        variables={variables}
        filters={
          <SearchByFilter
            fields={SEARCH_FIELDS}
            by={by}
            onByChange={setBy}
            text={text}
            onTextChange={setText}
            label="Search WSINs"
          />
        }
        actions={
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => setCreating(true)}>Create WSIN</Button>
            <Button asChild variant="outline">
              <RouterLink to={wsinSheetPath('wsins', company)}>Upload WSINs</RouterLink>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <a href="/files/templates/bulk-wsins.xlsx" download>
                Download template
              </a>
            </Button>
          </HStack>
        }
      />
      <WsinCreateForm
        open={creating}
        onClose={() => setCreating(false)}
        company={company}
        connectionsFor={(wsin) => connectionsForNewWsin(connectionId, variables.search, wsin)}
      />
    </>
  );
}
