import { MSG } from '@parcelo/common';
import { Box, Button, Flex, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import type { Disposable, FetchPolicy } from 'relay-runtime';
import { FormField } from './FormField';
import { formatNumber } from './format';
import { notifyError } from './toaster';
import { useDebouncedValue } from './useDebouncedValue';

const PAGE_SIZES = [10, 50, 100, 200, 300] as const;
const DEFAULT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;

export interface Column<N> {
  key: string;
  header: string;
  render: (node: N) => ReactNode;
}

/**
 * The parts of `usePaginationFragment` the table drives. The fragment behind it takes
 * `first`, `after` and `search` and its connection filters on `search`.
 */
export interface PaginationControls {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => Disposable;
  refetch: (
    variables: { first: number; search: string | null },
    options?: { fetchPolicy?: FetchPolicy; onComplete?: (error: Error | null) => void },
  ) => Disposable;
}

interface Props<N extends { readonly id: string }> {
  /** Names the table for assistive technology, e.g. "Companies". */
  caption: string;
  columns: readonly Column<N>[];
  /** Every node loaded so far; the table shows one page of them. */
  nodes: readonly N[];
  totalCount: number;
  pagination: PaginationControls;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Buttons shown beside the search box. */
  actions?: ReactNode;
}

/**
 * The admin tables' one list view (§9): 10 rows by default, page sizes 10–300, 'x-y of n
 * items', Prev/Next and a search debounced by 500 ms. Pages already fetched are kept,
 * so Prev never goes back to the server; Next fetches only the rows it lacks.
 */
export function PaginationTable<N extends { readonly id: string }>({
  caption,
  columns,
  nodes,
  totalCount,
  pagination,
  searchLabel,
  searchPlaceholder,
  actions,
}: Props<N>) {
  const { hasNext, isLoadingNext, loadNext, refetch } = pagination;
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const appliedSearch = useRef('');
  const [isRefetching, startTransition] = useTransition();

  const reload = useCallback(
    (size: number, term: string) => {
      // A transition keeps the current rows on screen while the new ones load.
      startTransition(() => {
        setPage(0);
        refetch(
          { first: size, search: term || null },
          { fetchPolicy: 'store-and-network', onComplete: (error) => error && notifyError(error) },
        );
      });
    },
    [refetch],
  );

  useEffect(() => {
    // Only a newly settled search term reloads here; page-size changes reload themselves.
    if (search === appliedSearch.current) return;
    appliedSearch.current = search;
    reload(pageSize, search);
  }, [search, pageSize, reload]);

  const start = page * pageSize;
  const rows = nodes.slice(start, start + pageSize);
  const hasNextPage = nodes.length > start + pageSize || hasNext;
  const from = rows.length > 0 ? start + 1 : 0;
  const to = start + rows.length;

  const goNext = () => {
    const wanted = (page + 2) * pageSize;
    if (nodes.length >= wanted || !hasNext) {
      setPage(page + 1);
      return;
    }
    loadNext(wanted - nodes.length, {
      onComplete: (error) => (error ? notifyError(error) : setPage((current) => current + 1)),
    });
  };

  const changePageSize = (value: string) => {
    const size = Number(value);
    setPageSize(size);
    reload(size, appliedSearch.current);
  };

  return (
    <Stack gap="4">
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" maxW={{ md: 'sm' }}>
          <FormField
            label={searchLabel}
            name="search"
            type="search"
            value={searchInput}
            onChange={setSearchInput}
            placeholder={searchPlaceholder}
            autoComplete="off"
          />
        </Box>
        {isRefetching && <Spinner size="sm" alignSelf={{ md: 'center' }} />}
        {actions && <HStack ms={{ md: 'auto' }}>{actions}</HStack>}
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" striped aria-label={caption} aria-busy={isRefetching || isLoadingNext}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="10" color="fg.muted">
                  {MSG.nothingHere}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((node) => (
                <Table.Row key={node.id}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>{column.render(node)}</Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {`${formatNumber(from)}-${formatNumber(to)} of ${formatNumber(totalCount)} items`}
        </Text>
        <HStack gap="3" wrap="wrap">
          <FormField
            kind="select"
            inline
            label="Rows per page"
            name="pageSize"
            value={String(pageSize)}
            onChange={changePageSize}
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          />
          <Button variant="outline" size="sm" onClick={() => setPage(page - 1)} disabled={page === 0}>
            Prev
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={goNext}
            disabled={!hasNextPage}
            loading={isLoadingNext}
          >
            Next
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
