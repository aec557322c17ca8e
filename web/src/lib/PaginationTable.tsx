import { MSG } from '@parcelo/common';
import { Box, Button, Checkbox, Flex, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Disposable, FetchPolicy } from 'relay-runtime';
import { FormField } from './FormField';
import { formatListRange } from './format';
import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES, nextSort, type ListSort } from './listParams';
import { usePinnedColumns } from './pinnedColumns';
import { notifyError } from './toaster';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';

const PAGE_SIZES = LIST_PAGE_SIZES;
const DEFAULT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;
/** The largest page the API serves, so the most rows one fetch may ask for. */
const MAX_FETCH = Math.max(...PAGE_SIZES);

export interface Column<N> {
  key: string;
  header: string;
  render: (node: N) => ReactNode;
  /** Amounts and counts line up at the end. */
  align?: 'start' | 'end';
  /**
   * A column that decides what to do with a row (stock left, approval, actions): kept at
   * the end and in view at the right edge while a wide table scrolls sideways.
   */
  pinned?: boolean;
  /** The API's sort field for this column; its header then sorts the list (with `onSortChange`). */
  sortKey?: string;
}

/** The page shown and its size, when the page keeps them (in the URL, say). */
export interface Paging {
  /** From 1. */
  page: number;
  pageSize: number;
  onChange: (paging: { page: number; pageSize: number }) => void;
}

/** The variables of the built-in text search. */
export interface SearchVariables {
  search: string | null;
}

/**
 * The parts of `usePaginationFragment` the table drives. The fragment behind it takes
 * `first` and `after`, plus the filter variables `V` its connection filters on.
 */
export interface PaginationControls<V extends object = SearchVariables> {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => Disposable;
  refetch: (
    variables: { first: number } & V,
    options?: { fetchPolicy?: FetchPolicy; onComplete?: (error: Error | null) => void },
  ) => Disposable;
}

/**
 * Rows picked by checkbox for an action on several at once; the page owns the set. It
 * is emptied whenever the rows are fetched again for other filters or another page
 * size, since the picked rows may no longer be listed.
 */
export interface RowSelection<N> {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** The most rows that may be picked; the boxes of the rest turn off at the limit. */
  max: number;
  /** Names a row's checkbox for assistive technology, e.g. "Select order CPN-1001". */
  rowLabel: (node: N) => string;
}

interface BaseProps<N> {
  /** Names the table for assistive technology, e.g. "Companies". */
  caption: string;
  columns: readonly Column<N>[];
  /**
   * A row's stable key (its node id, as a rule): React keys, the open row and the picked
   * rows go by it. Passed by the page so the key it reads is visibly one of its fields.
   */
  rowKey: (node: N) => string;
  /** Every node loaded so far; the table shows one page of them. */
  nodes: readonly N[];
  totalCount: number;
  /** Buttons shown beside the search box or filters. */
  actions?: ReactNode;
  /** Makes rows focusable and openable by click, Enter or Space (a detail drawer, say). */
  onRowOpen?: (node: N) => void;
  /** The row whose details are open, marked as current. */
  openRowId?: string | null;
  /** A checkbox column, with a box in its header for the whole page. */
  selection?: RowSelection<N>;
  /**
   * Changing it fetches the listed rows again, on the same page, for lists changed
   * where the store cannot follow: tasks heard of live, orders a channel sync added.
   */
  refreshKey?: number;
  /**
   * The list's order by a column with a `sortKey`; the page keeps it (in the URL) and sends
   * it in `variables` too, so a change reloads the rows sorted by the server.
   */
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort) => void;
  paging?: Paging;
}

/**
 * Lists searched by one box, debounced and sent as `search`; before it, optionally, the
 * list's own filters and the variables they stand for.
 */
interface SearchProps<N, V extends object> extends BaseProps<N> {
  pagination: PaginationControls<V & SearchVariables>;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The search the list starts with (from the URL), and where its settled changes go. */
  search?: string;
  onSearchChange?: (search: string) => void;
  filters?: ReactNode;
  variables?: V;
}

/**
 * Lists with their own filters (kept in the URL, say): the page renders them and passes
 * the variables they stand for; a change of `variables` reloads from the first page.
 */
interface FilterProps<N, V extends object> extends BaseProps<N> {
  pagination: PaginationControls<V>;
  filters: ReactNode;
  variables: V;
}

/**
 * The one list view: 10 rows by default, page sizes 10–300, 'x-y of n items',
 * Prev/Next, and a search debounced by 500 ms, the page's own filters, or both. Pages
 * already fetched are kept, so Prev never goes back to the server; Next fetches only
 * the rows it lacks.
 */
export function PaginationTable<N, V extends object = object>(props: SearchProps<N, V>): ReactNode;
export function PaginationTable<N, V extends object>(props: FilterProps<N, V>): ReactNode;
export function PaginationTable<N, V extends object>(props: SearchProps<N, V> | FilterProps<N, V>): ReactNode {
  if ('searchLabel' in props) return <SearchTable {...props} />;
  return <FilteredTable {...props} />;
}

function SearchTable<N, V extends object>({
  searchLabel,
  searchPlaceholder,
  filters,
  variables,
  search: initialSearch = '',
  onSearchChange,
  ...rest
}: SearchProps<N, V>) {
  const [searchInput, setSearchInput] = useState(initialSearch);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const reportedSearch = useRef(initialSearch);
  useEffect(() => {
    if (search === reportedSearch.current) return;
    reportedSearch.current = search;
    onSearchChange?.(search);
  }, [search, onSearchChange]);
  // `search` always comes last, so the key order the table compares as JSON stays put.
  const withSearch = useMemo(
    () => ({ ...variables, search: search || null }) as V & SearchVariables,
    [variables, search],
  );
  return (
    <FilteredTable
      {...rest}
      variables={withSearch}
      filters={
        <>
          {filters}
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
        </>
      }
    />
  );
}

function FilteredTable<N, V extends object>(props: FilterProps<N, V>) {
  const {
    caption,
    columns,
    rowKey,
    totalCount,
    filters,
    actions,
    onRowOpen,
    openRowId,
    selection,
    sort,
    onSortChange,
  } = props;
  const pages = useListPages(props);
  const { rows } = pages;
  const pinning = usePinnedColumns(columns);
  const picking = useRowPicking(selection, rows, rowKey);

  return (
    <Stack gap="4">
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
        {filters}
        {pages.isRefetching && <Spinner size="sm" alignSelf={{ md: 'center' }} />}
        {actions && <HStack ms={{ md: 'auto' }}>{actions}</HStack>}
      </Flex>

      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root
          size="sm"
          striped
          aria-label={caption}
          aria-busy={pages.isRefetching || props.pagination.isLoadingNext}
        >
          <Table.Header>
            <HeaderRow
              pinning={pinning}
              sort={sort}
              onSortChange={onSortChange}
              selection={selection}
              rowCount={rows.length}
              picking={picking}
            />
          </Table.Header>
          <Table.Body>
            <BodyRows
              rows={rows}
              rowKey={rowKey}
              pinning={pinning}
              openRowId={openRowId}
              onRowOpen={onRowOpen}
              selection={selection}
              onToggle={picking.toggleRow}
            />
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Pager pages={pages} totalCount={totalCount} isLoadingNext={props.pagination.isLoadingNext} />
    </Stack>
  );
}

/**
 * The page shown and its size, fetching only the rows a page lacks, and fetching the rows
 * again for new filters, another page size or a refresh.
 */
function useListPages<N, V extends object>({
  nodes,
  pagination,
  variables,
  selection,
  refreshKey,
  paging,
}: FilterProps<N, V>) {
  const { hasNext, loadNext, refetch } = pagination;
  const [pageSize, setPageSize] = useState<number>(paging?.pageSize ?? DEFAULT_PAGE_SIZE);
  // A page beyond the rows there are (a stale link) opens at the last one.
  const [page, setPage] = useState(() =>
    paging ? Math.max(0, Math.min(paging.page - 1, Math.ceil(nodes.length / paging.pageSize) - 1)) : 0,
  );
  const onPaging = useRef(paging?.onChange);
  onPaging.current = paging?.onChange;
  const reportedPaging = useRef(paging ? `${paging.page}/${paging.pageSize}` : '');
  useEffect(() => {
    const key = `${page + 1}/${pageSize}`;
    if (!onPaging.current || key === reportedPaging.current) return;
    reportedPaging.current = key;
    onPaging.current({ page: page + 1, pageSize });
  }, [page, pageSize]);
  // The filters the rows on screen were fetched with; the first ones came with the page's query.
  const appliedKey = useRef(JSON.stringify(variables));
  const appliedVariables = useRef(variables);
  const [isRefetching, startTransition] = useTransition();
  // Read when rows reload, without making `reload` change with every selection.
  const clearSelection = useRef<(() => void) | null>(null);
  clearSelection.current = selection && selection.selected.size > 0 ? () => selection.onChange(new Set()) : null;

  const reload = useCallback(
    (size: number, filterVariables: V) => {
      clearSelection.current?.();
      // A transition keeps the current rows on screen while the new ones load.
      startTransition(() => {
        setPage(0);
        refetch(
          { ...filterVariables, first: size },
          { fetchPolicy: 'store-and-network', onComplete: (error) => error && notifyError(error) },
        );
      });
    },
    [refetch],
  );

  const refreshedKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === refreshedKey.current) return;
    refreshedKey.current = refreshKey;
    // Every page up to the one shown, so it stays in place (later ones load again on Next).
    // Beyond what one fetch may ask for, the list starts again from its first page.
    const through = (page + 1) * pageSize;
    startTransition(() => {
      if (through > MAX_FETCH) setPage(0);
      refetch(
        { ...appliedVariables.current, first: through > MAX_FETCH ? pageSize : through },
        { fetchPolicy: 'network-only', onComplete: (error) => error && notifyError(error) },
      );
    });
  }, [refreshKey, page, pageSize, refetch]);

  useEffect(() => {
    // Only newly settled filters reload here; page-size changes reload themselves.
    const key = JSON.stringify(variables);
    if (key === appliedKey.current) return;
    appliedKey.current = key;
    appliedVariables.current = variables;
    reload(pageSize, variables);
  }, [variables, pageSize, reload]);

  const start = page * pageSize;
  const rows = nodes.slice(start, start + pageSize);

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
    // Back to the first page in the same render, or a later page would show as '0-50 of n'.
    setPage(0);
    setPageSize(size);
    reload(size, appliedVariables.current);
  };

  return {
    page,
    pageSize,
    start,
    rows,
    hasNextPage: nodes.length > start + pageSize || hasNext,
    isRefetching,
    goPrev: () => setPage(page - 1),
    goNext,
    changePageSize,
  };
}

type ListPages<N> = Pick<
  ReturnType<typeof useListPages<N, object>>,
  'page' | 'pageSize' | 'start' | 'rows' | 'hasNextPage' | 'goPrev' | 'goNext' | 'changePageSize'
>;

/** Picking rows by checkbox: one at a time, or the page shown at once. */
function useRowPicking<N>(selection: RowSelection<N> | undefined, rows: readonly N[], rowKey: (node: N) => string) {
  const pageSelected = selection ? rows.filter((node) => selection.selected.has(rowKey(node))).length : 0;
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    // A partly picked page clears too: adding to it can stall at the limit, and then
    // nothing would ever empty the page.
    if (pageSelected > 0) {
      for (const node of rows) next.delete(rowKey(node));
    } else {
      // Up to the limit, in the order shown.
      for (const node of rows) if (next.size < selection.max) next.add(rowKey(node));
    }
    selection.onChange(next);
  };
  const toggleRow = (node: N) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const key = rowKey(node);
    if (!next.delete(key)) next.add(key);
    selection.onChange(next);
  };
  return { pageSelected, togglePage, toggleRow };
}

type Pinning<N> = ReturnType<typeof usePinnedColumns<Column<N>>>;

/** The column headers: a page's checkbox first, then each column, sortable when it has a sort key. */
function HeaderRow<N>({
  pinning: { ordered, headerRef, pinProps },
  sort,
  onSortChange,
  selection,
  rowCount,
  picking: { pageSelected, togglePage },
}: {
  pinning: Pinning<N>;
  sort: ListSort | null | undefined;
  onSortChange: ((sort: ListSort) => void) | undefined;
  selection: RowSelection<N> | undefined;
  rowCount: number;
  picking: { pageSelected: number; togglePage: () => void };
}) {
  return (
    <Table.Row>
      {selection && (
        <Table.ColumnHeader w="6">
          <Checkbox.Root
            size="sm"
            checked={pageSelected === 0 ? false : pageSelected === rowCount ? true : 'indeterminate'}
            onCheckedChange={togglePage}
            // At the limit with none of this page picked, a click could add nothing: off, like the rows' boxes.
            disabled={rowCount === 0 || (pageSelected === 0 && selection.selected.size >= selection.max)}
          >
            <Checkbox.HiddenInput aria-label="Select all rows on this page" />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.ColumnHeader>
      )}
      {ordered.map((column) => {
        const { sortKey } = column;
        const common = {
          key: column.key,
          ref: headerRef(column.key),
          whiteSpace: 'nowrap',
          textAlign: column.align,
          ...pinProps(column, 'header'),
        } as const;
        if (!sortKey || !onSortChange) return <Table.ColumnHeader {...common}>{column.header}</Table.ColumnHeader>;
        const order = sort?.by === sortKey ? sort.order : null;
        return (
          <Table.ColumnHeader
            {...common}
            aria-sort={order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : 'none'}
          >
            <Button
              variant="plain"
              size="sm"
              px="0"
              h="auto"
              fontWeight="inherit"
              aria-label={`Sort by ${column.header}`}
              onClick={() => onSortChange(nextSort(sort ?? null, sortKey))}
            >
              {column.header}
              <Text as="span" aria-hidden="true" color={order ? 'fg' : 'fg.subtle'}>
                {order === 'DESC' ? '▼' : order === 'ASC' ? '▲' : '↕'}
              </Text>
            </Button>
          </Table.ColumnHeader>
        );
      })}
    </Table.Row>
  );
}

/** The page's rows, each openable by click, Enter or Space when the list opens rows; or a line saying there are none. */
function BodyRows<N>({
  rows,
  rowKey,
  pinning: { ordered, pinProps },
  openRowId,
  onRowOpen,
  selection,
  onToggle,
}: {
  rows: readonly N[];
  rowKey: (node: N) => string;
  pinning: Pinning<N>;
  openRowId: string | null | undefined;
  onRowOpen: ((node: N) => void) | undefined;
  selection: RowSelection<N> | undefined;
  onToggle: (node: N) => void;
}) {
  if (rows.length === 0)
    return (
      <Table.Row>
        <Table.Cell colSpan={ordered.length + (selection ? 1 : 0)} textAlign="center" py="10" color="fg.muted">
          {MSG.nothingHere}
        </Table.Cell>
      </Table.Row>
    );
  // The checkbox cell is not part of the row's "open" click.
  const keepClickInCell = (event: MouseEvent) => event.stopPropagation();
  const openOnKey = (event: KeyboardEvent<HTMLTableRowElement>, node: N) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onRowOpen?.(node);
  };
  return rows.map((node, rowIndex) => {
    const key = rowKey(node);
    const open = openRowId === key;
    const picked = selection?.selected.has(key) ?? false;
    return (
      <Table.Row
        key={key}
        {...(onRowOpen && {
          tabIndex: 0,
          cursor: 'pointer',
          onClick: () => onRowOpen(node),
          onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => openOnKey(event, node),
          _hover: { bg: 'bg.emphasized' },
          _focusVisible: {
            outline: '2px solid',
            outlineColor: 'colorPalette.focusRing',
            outlineOffset: '-2px',
          },
          'aria-current': open ? 'true' : undefined,
          bg: open ? 'colorPalette.subtle' : undefined,
        })}
      >
        {selection && (
          <Table.Cell onClick={keepClickInCell}>
            <Checkbox.Root
              size="sm"
              checked={picked}
              onCheckedChange={() => onToggle(node)}
              disabled={!picked && selection.selected.size >= selection.max}
            >
              <Checkbox.HiddenInput aria-label={selection.rowLabel(node)} />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.Cell>
        )}
        {ordered.map((column) => (
          <Table.Cell key={column.key} textAlign={column.align} {...pinProps(column, rowIndex)}>
            {column.render(node)}
          </Table.Cell>
        ))}
      </Table.Row>
    );
  });
}

/** 'x-y of n items', the page size, and Prev/Next. */
function Pager<N>({
  pages,
  totalCount,
  isLoadingNext,
}: {
  pages: ListPages<N>;
  totalCount: number;
  isLoadingNext: boolean;
}) {
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {formatListRange(pages.start, pages.rows.length, totalCount)}
      </Text>
      <HStack gap="3" wrap="wrap">
        <FormField
          kind="select"
          inline
          label="Rows per page"
          name="pageSize"
          value={String(pages.pageSize)}
          onChange={pages.changePageSize}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
        <Button variant="outline" size="sm" onClick={pages.goPrev} disabled={pages.page === 0}>
          Prev
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={pages.goNext}
          disabled={!pages.hasNextPage}
          loading={isLoadingNext}
        >
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
