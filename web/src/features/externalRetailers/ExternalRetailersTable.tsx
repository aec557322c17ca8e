import { fill } from '@parcelo/common';
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExternalRetailersTable_query$key } from '../../__generated__/ExternalRetailersTable_query.graphql';
import type {
  ExternalRetailersTable_row$data,
  ExternalRetailersTable_row$key,
} from '../../__generated__/ExternalRetailersTable_row.graphql';
import type { ExternalRetailersTablePaginationQuery } from '../../__generated__/ExternalRetailersTablePaginationQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDate } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { notifyFailure, toaster } from '../../lib/toaster';
import { RetailerDialog, type RetailerFormValues } from '../d2r';
import {
  SHOW_OPTIONS,
  externalRetailerVariables,
  externalRetailersExportUrl,
  externalRetailersUploadPath,
  type ExternalRetailerList,
} from './externalRetailerList';
import { useExternalRetailerOnboardMutation } from './useExternalRetailerOnboardMutation';

const fragment = graphql`
  fragment ExternalRetailersTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    search: { type: "String" }
    onboarded: { type: "Boolean", defaultValue: false }
    sort: { type: "ExternalRetailerSort" }
  )
  @refetchable(queryName: "ExternalRetailersTablePaginationQuery") {
    externalRetailers(
      first: $first
      after: $after
      company: $company
      search: $search
      onboarded: $onboarded
      sort: $sort
    )
      @required(action: THROW)
      @connection(
        key: "ExternalRetailersTable_externalRetailers"
        filters: ["company", "search", "onboarded", "sort"]
      ) {
      totalCount
      edges {
        node {
          ...ExternalRetailersTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment: marking it onboarded returns them, so it changes in place.
const rowFragment = graphql`
  fragment ExternalRetailersTable_row on ExternalRetailer @inline {
    id
    name
    firstName
    lastName
    phone
    email
    gstin
    addressLine1
    addressLine2
    pincode
    city
    storeType
    retailCluster
    retailerClass
    source
    createdAt
    onboardedAt
    company {
      id
      name
    }
    retailer {
      id
      name
    }
  }
`;

type Row = ExternalRetailersTable_row$data;

const none = <Text color="fg.muted">—</Text>;

/** SOUTH_DELHI as the field team names it, South Delhi. */
const clusterName = (value: string | null | undefined) =>
  value
    ?.toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ') ?? null;

/** What the retailer form starts with for a shop: everything the field team found. */
const formValuesOf = (r: Row): Partial<RetailerFormValues> => ({
  firstName: r.firstName,
  lastName: r.lastName ?? '',
  phone: r.phone,
  email: r.email ?? '',
  addressLine1: r.addressLine1 ?? '',
  addressLine2: r.addressLine2 ?? '',
  pincode: r.pincode ?? '',
  gstin: r.gstin ?? '',
  storeType: r.storeType ?? '',
  retailCluster: r.retailCluster ?? '',
  retailerClass: r.retailerClass ?? '',
});

function columnsFor(onOnboard: (row: Row) => void): readonly Column<Row>[] {
  return [
    {
      key: 'name',
      header: 'Shop',
      sortKey: 'NAME',
      render: (r) => (
        <Stack gap="0" minW="32">
          <Text>{r.name}</Text>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {r.phone}
          </Text>
        </Stack>
      ),
    },
    { key: 'brand', header: 'Brand', render: (r) => r.company?.name ?? none },
    { key: 'gstin', header: 'GSTIN', render: (r) => r.gstin ?? none },
    {
      key: 'address',
      header: 'Address',
      render: (r) => {
        const line = [r.addressLine1, r.addressLine2].filter(Boolean).join(', ');
        const place = [r.city, r.pincode].filter(Boolean).join(' ');
        return line || place ? (
          <Stack gap="0" minW="40">
            {line && <Text lineClamp={2}>{line}</Text>}
            {place && (
              <Text textStyle="xs" color="fg.muted">
                {place}
              </Text>
            )}
          </Stack>
        ) : (
          none
        );
      },
    },
    {
      key: 'shop',
      header: 'Type · cluster · class',
      render: (r) => {
        const parts = [r.storeType, clusterName(r.retailCluster), r.retailerClass && `Class ${r.retailerClass}`];
        const text = parts.filter(Boolean).join(' · ');
        return text ? <Text>{text}</Text> : none;
      },
    },
    { key: 'source', header: 'Source', render: (r) => r.source ?? none },
    {
      key: 'createdAt',
      header: 'Added',
      sortKey: 'CREATED_AT',
      render: (r) => <Text whiteSpace="nowrap">{formatDate(r.createdAt)}</Text>,
    },
    {
      key: 'onboard',
      header: 'Retailer',
      render: (r) =>
        r.retailer ? (
          <Stack gap="0">
            <Link asChild colorPalette="blue">
              <RouterLink
                to={`/admin/d2r/retailers?${new URLSearchParams({ search: r.phone, ...(r.company ? { company: r.company.id } : {}) }).toString()}`}
              >
                {r.retailer.name}
              </RouterLink>
            </Link>
            {r.onboardedAt && (
              <Text textStyle="xs" color="fg.muted">
                Onboarded {formatDate(r.onboardedAt)}
              </Text>
            )}
          </Stack>
        ) : (
          <Button size="sm" variant="outline" onClick={() => onOnboard(r)} aria-label={`Onboard ${r.name}`}>
            Onboard
          </Button>
        ),
    },
  ];
}

interface Props {
  query: ExternalRetailersTable_query$key;
  list: ExternalRetailerList;
  onListChange: (list: ExternalRetailerList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
}

/**
 * A brand's shops found but not yet onboarded (every brand's without one), newest first,
 * searched by name, phone or GSTIN. Onboard opens the retailer form filled with what was found;
 * once the retailer is made, the shop is marked onboarded and leaves the list.
 */
export function ExternalRetailersTable({ query, list, onListChange, companyFilter }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    ExternalRetailersTablePaginationQuery,
    ExternalRetailersTable_query$key
  >(fragment, query);
  const variables = useMemo(
    () => {
      const { search: _search, ...rest } = externalRetailerVariables(list);
      return rest;
    },
    // Only what the rows are fetched with, not the page shown; the table adds the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.company, list.show, list.sort?.by, list.sort?.order],
  );
  const [onboarding, setOnboarding] = useState<Row | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [markOnboarded] = useExternalRetailerOnboardMutation();
  const { edges } = data.externalRetailers;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<ExternalRetailersTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const change = (patch: Partial<ExternalRetailerList>) => onListChange({ ...list, ...patch, page: 1 });
  const columns = useMemo(() => columnsFor(setOnboarding), []);

  const onCreated = (shop: Row) => (retailerId: string) =>
    markOnboarded(
      { externalRetailer: shop.id, retailer: retailerId },
      {
        onCompleted: ({ userErrors }) => {
          if (userErrors.length) {
            toaster.create({ type: 'error', title: userErrors[0]!.message });
            return;
          }
          toaster.create({ type: 'success', title: fill('{name} onboarded', { name: shop.name }) });
          // The shop leaves the list of those not yet onboarded.
          setRefreshKey((k) => k + 1);
        },
        onError: (error) => notifyFailure(error, 'The shop could not be marked onboarded'),
      },
    );

  const empty = data.externalRetailers.totalCount === 0 && !list.search && list.show === 'pending';

  return (
    <>
      {empty && (
        <Box borderWidth="1px" borderRadius="md" p="6" mb="4" bg="bg.subtle">
          <Text fontWeight="medium">No shops waiting to be onboarded</Text>
          <Text color="fg.muted" textStyle="sm">
            {list.company
              ? 'Upload a sheet of the shops the field team has found: from a distributor list, a survey or a walk of the market.'
              : 'Choose a brand, then upload a sheet of the shops its field team has found.'}
          </Text>
        </Box>
      )}
      <PaginationTable
        caption="External retailers"
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.externalRetailers.totalCount}
        pagination={pagination}
        variables={variables}
        refreshKey={refreshKey}
        searchLabel="Search by name, phone or GSTIN"
        search={list.search}
        onSearchChange={(search) => onListChange({ ...list, search, page: 1 })}
        sort={list.sort}
        onSortChange={(sort) => change({ sort: sort as typeof list.sort })}
        paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
        filters={
          <>
            {companyFilter}
            <Box w={{ base: 'full', md: '40' }}>
              <FormField
                kind="select"
                label="Show"
                name="show"
                value={list.show}
                onChange={(v) => change({ show: SHOW_OPTIONS.find((o) => o.value === v)?.value ?? 'pending' })}
                options={SHOW_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              />
            </Box>
          </>
        }
        actions={
          <>
            <ExportCsvButton url={externalRetailersExportUrl(list)} fallbackName="external-retailers.csv" />
            {list.company ? (
              <Button asChild>
                <RouterLink to={externalRetailersUploadPath(list.company)}>Upload sheet</RouterLink>
              </Button>
            ) : (
              <Button disabled title="Choose a brand first">
                Upload sheet
              </Button>
            )}
          </>
        }
      />
      <RetailerDialog
        open={onboarding !== null}
        onClose={() => setOnboarding(null)}
        company={onboarding?.company?.id ?? list.company}
        initial={onboarding ? formValuesOf(onboarding) : null}
        onCreated={onboarding ? onCreated(onboarding) : undefined}
      />
    </>
  );
}
