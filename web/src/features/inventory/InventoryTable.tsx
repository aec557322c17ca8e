import { Box, Button, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { InventoryTable_query$key } from '../../__generated__/InventoryTable_query.graphql';
import type { InventoryTable_row$data, InventoryTable_row$key } from '../../__generated__/InventoryTable_row.graphql';
import type { InventoryTablePaginationQuery } from '../../__generated__/InventoryTablePaginationQuery.graphql';
import type { inventoryFigureValues_row$key } from '../../__generated__/inventoryFigureValues_row.graphql';
import { formatNumber } from '../../lib/format';
import { LazyMenu } from '../../lib/LazyMenu';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useWorksForSellers } from '../../lib/SellerFilter';
import { availableIsLow, INVENTORY_FIGURES, type InventoryFigure } from './inventoryFigures';
import { readInventoryFigures } from './inventoryFigureValues';
import { filterVariables, type InventoryFilters } from './inventoryFilters';

const fragment = graphql`
  fragment InventoryTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    warehouse: { type: "ID" }
    search: { type: "InventorySearch" }
    company: { type: "ID" }
    asOf: { type: "String" }
  )
  @refetchable(queryName: "InventoryTablePaginationQuery") {
    viewer {
      ...SellerFilter_viewer
    }
    inventory(first: $first, after: $after, warehouse: $warehouse, search: $search, company: $company)
      @required(action: THROW)
      @connection(key: "InventoryTable_inventory", filters: ["warehouse", "search", "company"]) {
      totalCount
      edges {
        node {
          ...InventoryTable_row
          # Null for the live figures, which are the row's own (a mutation updates them in place).
          asOf(date: $asOf) {
            ...inventoryFigureValues_row
          }
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the inbound and adjust mutations can return
// them and the row's figures change in place without a refetch.
const rowFragment = graphql`
  fragment InventoryTable_row on InventoryRow @inline {
    id
    wsin
    name
    warehouse {
      id
      name
    }
    company {
      name
    }
    ...inventoryFigureValues_row
    # The page opens these dialogs on the row picked here.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...InventoryInboundForm_row
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...InventoryAdjustForm_row
  }
`;

/** A row, and the figures the table shows for it: the row's own, or as of the chosen day. */
export type InventoryRowData = InventoryTable_row$data & { figures: inventoryFigureValues_row$key };

/** What a row's menu starts: a dialog of the page's, or the trail drawer. */
export type InventoryRowAction = 'inbound' | 'adjust' | 'trail';

/** The figures a row's next step turns on stay in view on narrow screens. */
const PINNED_FIGURES: ReadonlySet<InventoryFigure['key']> = new Set(['blockedStock', 'currentStock', 'availableStock']);

const figureColumn = (figure: InventoryFigure): Column<InventoryRowData> => ({
  key: figure.key,
  header: figure.label,
  align: 'end',
  pinned: PINNED_FIGURES.has(figure.key),
  render: (row) => {
    const figures = readInventoryFigures(row.figures);
    return figure.key === 'availableStock' ? (
      <Text fontWeight="semibold" color={availableIsLow(figures) ? 'fg.error' : undefined}>
        {formatNumber(figures.availableStock)}
      </Text>
    ) : (
      formatNumber(figures[figure.key])
    );
  },
});

function columns(
  onAction: (action: InventoryRowAction, row: InventoryRowData) => void,
  withSeller: boolean,
): readonly Column<InventoryRowData>[] {
  return [
    {
      key: 'wsin',
      header: 'WSIN',
      render: (row) => (
        <Text fontWeight="medium" whiteSpace="nowrap">
          {row.wsin}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        <Text minW="40" maxW="64" lineClamp={2} title={row.name}>
          {row.name}
        </Text>
      ),
    },
    // A warehouse operator works several sellers' stock: each row names its seller.
    ...(withSeller
      ? [
          {
            key: 'seller',
            header: 'Seller',
            render: (row: InventoryRowData) =>
              row.company ? <Text whiteSpace="nowrap">{row.company.name}</Text> : <Text color="fg.muted">—</Text>,
          },
        ]
      : []),
    {
      key: 'warehouse',
      header: 'Warehouse',
      render: (row) =>
        row.warehouse ? <Text whiteSpace="nowrap">{row.warehouse.name}</Text> : <Text color="fg.muted">—</Text>,
    },
    ...INVENTORY_FIGURES.map(figureColumn),
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (row) => <RowActions row={row} onAction={onAction} />,
    },
  ];
}

/**
 * The row's menu. Its clicks stay in the cell (they would otherwise also open the row's
 * trail: React passes events from the portalled menu up through the row); its keys are
 * the menu's own, since the row opens only on keys aimed at the row itself.
 */
function RowActions({
  row,
  onAction,
}: {
  row: InventoryRowData;
  onAction: (action: InventoryRowAction, row: InventoryRowData) => void;
}) {
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <LazyMenu
        positioning={{ placement: 'bottom-end' }}
        minW="40"
        onSelect={(value) => {
          if (value === 'inbound' || value === 'adjust' || value === 'trail') onAction(value, row);
        }}
        trigger={(props) => (
          <Button size="xs" variant="outline" aria-label={`Actions for ${row.wsin}`} {...props}>
            Actions
          </Button>
        )}
        items={(Menu) => (
          <>
            <Menu.Item value="inbound">Add inbound</Menu.Item>
            <Menu.Item value="adjust">Adjust</Menu.Item>
            <Menu.Item value="trail">Trail</Menu.Item>
          </>
        )}
      />
    </Box>
  );
}

/**
 * The table is wide: it scrolls sideways within the page while the WSIN (first column)
 * and the row's actions (last) stay in view. Cells that stay put need a background of
 * their own, matching the row's stripe.
 */
const stickyEnds = {
  '& :is(th, td):is(:first-of-type, :last-of-type)': {
    position: 'sticky',
    zIndex: 1,
    bg: 'bg',
  },
  '& :is(th, td):first-of-type': { insetInlineStart: 0, boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)' },
  '& :is(th, td):last-of-type': { insetInlineEnd: 0, boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' },
  '& tbody tr:nth-of-type(odd) > td:is(:first-of-type, :last-of-type)': { bg: 'bg.muted' },
  '& tbody tr[aria-current=true] > td:is(:first-of-type, :last-of-type)': { bg: 'colorPalette.subtle' },
  // The empty state's one cell spans the table and stays as it is.
  '& td[colspan]': { position: 'static', boxShadow: 'none' },
} as const;

interface Props {
  query: InventoryTable_query$key;
  filters: InventoryFilters;
  /** The filter controls, shown above the table. */
  filterBar: ReactNode;
  /** Buttons beside the filters (Export). */
  actions?: ReactNode;
  openRowId: string | null;
  onOpenRow: (id: string) => void;
  onAction: (action: InventoryRowAction, row: InventoryRowData) => void;
}

/** The viewer's stock rows (Inventory row), newest first, filtered as the URL says. */
export function InventoryTable({ query, filters, filterBar, actions, openRowId, onOpenRow, onAction }: Props) {
  const { data, ...pagination } = usePaginationFragment<InventoryTablePaginationQuery, InventoryTable_query$key>(
    fragment,
    query,
  );
  const variables = useMemo(() => filterVariables(filters), [filters]);
  const { edges } = data.inventory;
  const nodes = useMemo(
    () =>
      edges.map((edge) => {
        const row = readInlineData<InventoryTable_row$key>(rowFragment, edge.node);
        return { ...row, figures: edge.node.asOf ?? row };
      }),
    [edges],
  );
  const withSeller = useWorksForSellers(data.viewer);
  const tableColumns = useMemo(() => columns(onAction, withSeller), [onAction, withSeller]);

  return (
    <Box css={stickyEnds}>
      <PaginationTable
        caption="Inventory"
        columns={tableColumns}
        rowKey={(node) => node.id}
        nodes={nodes}
        totalCount={data.inventory.totalCount}
        pagination={pagination}
        variables={variables}
        filters={filterBar}
        actions={actions}
        onRowOpen={(row) => onOpenRow(row.id)}
        openRowId={openRowId}
      />
    </Box>
  );
}
