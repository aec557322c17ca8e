import { MSG, fill } from '@parcelo/common';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { ShippingPackagesTable_company$key } from '../../__generated__/ShippingPackagesTable_company.graphql';
import type {
  ShippingPackagesTable_row$data,
  ShippingPackagesTable_row$key,
} from '../../__generated__/ShippingPackagesTable_row.graphql';
import type { ShippingPackagesTablePaginationQuery } from '../../__generated__/ShippingPackagesTablePaginationQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDate } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { notifyOutcome } from '../../lib/notify';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { useUrlFilters } from '../../lib/useUrlFilters';
import {
  ACTIVE_OPTIONS,
  SEARCH_FIELDS,
  packageExportUrl,
  packageVariables,
  readPackageList,
  writePackageList,
  type ActiveFilter,
} from './packageList';
import { ShippingPackageDialog } from './ShippingPackageDialog';
import { useShippingPackageUpdateMutation } from './useShippingPackageUpdateMutation';

const fragment = graphql`
  fragment ShippingPackagesTable_company on Company
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    active: { type: "Boolean" }
    search: { type: "String" }
    searchBy: { type: "ShippingPackageSearchField", defaultValue: NAME }
    sort: { type: "ShippingPackageSort" }
  )
  @refetchable(queryName: "ShippingPackagesTablePaginationQuery") {
    shippingPackages(first: $first, after: $after, active: $active, search: $search, searchBy: $searchBy, sort: $sort)
      @required(action: THROW)
      @connection(key: "ShippingPackagesTable_shippingPackages", filters: ["active", "search", "searchBy", "sort"]) {
      __id
      totalCount
      edges {
        node {
          ...ShippingPackagesTable_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment ShippingPackagesTable_row on ShippingPackage @inline {
    id
    name
    code
    packageLength
    packageWidth
    packageHeight
    packageWeight
    default
    active
    createdAt
  }
`;

export type PackageRow = ShippingPackagesTable_row$data;

const plain = (n: number) => n.toLocaleString('en-IN');

interface Props {
  company: ShippingPackagesTable_company$key;
}

interface RowActions {
  onEdit: (row: PackageRow) => void;
  onMakeDefault: (row: PackageRow) => void;
  /** Whether `row` is the one being made the default just now. */
  makingDefault: (row: PackageRow) => boolean;
}

function packageColumns({ onEdit, onMakeDefault, makingDefault }: RowActions): readonly Column<PackageRow>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'NAME',
      render: (p) => (
        <HStack gap="2" minW="40">
          <Text fontWeight="medium">{p.name}</Text>
          {p.default && (
            <Badge colorPalette="blue" variant="solid">
              Default
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'code', header: 'Code', sortKey: 'CODE', render: (p) => <Text fontFamily="mono">{p.code}</Text> },
    {
      key: 'size',
      header: 'L × W × H (cm)',
      render: (p) => (
        <Text whiteSpace="nowrap">
          {plain(p.packageLength)} × {plain(p.packageWidth)} × {plain(p.packageHeight)}
        </Text>
      ),
    },
    { key: 'weight', header: 'Weight (gm)', align: 'end', render: (p) => plain(p.packageWeight) },
    {
      key: 'active',
      header: 'Status',
      render: (p) => (
        <Badge colorPalette={p.active ? 'green' : 'gray'} variant="subtle">
          {p.active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'CREATED_AT',
      render: (p) => <Text whiteSpace="nowrap">{formatDate(p.createdAt)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (p) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          {!p.default && p.active && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onMakeDefault(p)}
              loading={makingDefault(p)}
              aria-label={`Make ${p.name} the default`}
            >
              Make default
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}

/** Make default, with the row it was asked for so only that row's button spins. */
function useMakeDefault() {
  const [update, isUpdating] = useShippingPackageUpdateMutation();
  const [makingDefault, setMakingDefault] = useState<string | null>(null);

  const makeDefault = (row: PackageRow) => {
    setMakingDefault(row.id);
    const outcome = notifyOutcome(fill(MSG.packageMadeDefault, { name: row.name }), MSG.genericFailure);
    update(
      { shippingPackage: row.id, default: true },
      {
        onCompleted: (payload) => {
          setMakingDefault(null);
          outcome.onCompleted(payload);
        },
        onError: (error) => {
          setMakingDefault(null);
          outcome.onError(error);
        },
      },
    );
  };

  return { makeDefault, isMakingDefault: (row: PackageRow) => isUpdating && makingDefault === row.id };
}

/** A company with no packages yet is told what they are for. */
function NoPackages({ onAdd }: { onAdd: () => void }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
      <Text fontWeight="medium">No shipping packages yet</Text>
      <Text color="fg.muted" textStyle="sm" mt="1">
        Add the boxes you ship in. The first one becomes the default, whose dimensions orders without their own take.
      </Text>
      <Button mt="4" onClick={onAdd}>
        Add package
      </Button>
    </Box>
  );
}

/** The company's packages with the Active filter, search by Name or Code, Add package, edit and Make default. */
export function ShippingPackagesTable({ company }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    ShippingPackagesTablePaginationQuery,
    ShippingPackagesTable_company$key
  >(fragment, company);
  const [list, changeList] = useUrlFilters(readPackageList, writePackageList);
  const [draft, setDraft] = useSearchDraft(list.search, (search) => changeList({ ...list, search, page: 1 }));
  const variables = useMemo(
    () => packageVariables(list),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.active, list.by, list.search, list.sort],
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PackageRow | null>(null);
  const { makeDefault, isMakingDefault } = useMakeDefault();
  const { edges } = data.shippingPackages;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<ShippingPackagesTable_row$key>(rowFragment, edge.node)),
    [edges],
  );

  const columns = packageColumns({ onEdit: setEditing, onMakeDefault: makeDefault, makingDefault: isMakingDefault });

  const filtered = list.active !== '' || list.search !== '';
  return (
    <Stack gap="4">
      {data.shippingPackages.totalCount === 0 && !filtered && <NoPackages onAdd={() => setAdding(true)} />}
      <PaginationTable
        caption="Shipping packages"
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.shippingPackages.totalCount}
        pagination={pagination}
        variables={variables}
        sort={list.sort}
        onSortChange={(sort) => changeList({ ...list, sort: sort as typeof list.sort, page: 1 })}
        paging={{ ...list, onChange: (paging) => changeList({ ...list, ...paging }) }}
        filters={
          <>
            <Box w={{ base: 'full', md: '36' }}>
              <FormField
                kind="select"
                label="Status"
                name="active"
                value={list.active}
                onChange={(active) => changeList({ ...list, active: active as ActiveFilter, page: 1 })}
                options={ACTIVE_OPTIONS}
              />
            </Box>
            <SearchByFilter
              fields={SEARCH_FIELDS}
              by={list.by}
              onByChange={(by) => changeList({ ...list, by, page: 1 })}
              text={draft}
              onTextChange={setDraft}
              label="Search packages"
              widths={['32', '56']}
            />
          </>
        }
        actions={
          <>
            <Button onClick={() => setAdding(true)}>Add package</Button>
            <ExportCsvButton url={packageExportUrl(list)} fallbackName="shipping-packages.csv" />
          </>
        }
      />
      <ShippingPackageDialog
        open={adding}
        onClose={() => setAdding(false)}
        saved={null}
        connection={data.shippingPackages.__id}
      />
      <ShippingPackageDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        saved={editing}
        connection={data.shippingPackages.__id}
      />
    </Stack>
  );
}
