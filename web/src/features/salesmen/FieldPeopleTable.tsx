import { MSG } from '@parcelo/common';
import { Button, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type {
  FieldPeopleTable_row$data,
  FieldPeopleTable_row$key,
} from '../../__generated__/FieldPeopleTable_row.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDateTime } from '../../lib/format';
import { notifyOutcome } from '../../lib/notify';
import { PaginationTable, type Column, type PaginationControls } from '../../lib/PaginationTable';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { FieldPersonCreateDialog } from './FieldPersonCreateDialog';
import { FieldPersonEditDialog } from './FieldPersonEditDialog';
import {
  FIELD_PERSON_SEARCH_FIELDS,
  ROLE_WORDS,
  fieldPeopleExportUrl,
  fieldPeopleVariables,
  type FieldPeopleList,
  type FieldRole,
} from './fieldPeopleList';
import { useFieldPersonUpdateMutation } from './useFieldPersonUpdateMutation';

// A row's fields as their own fragment, so the create and edit mutations return them and the
// row changes in place (a new name, switched off) without a refetch.
const rowFragment = graphql`
  fragment FieldPeopleTable_row on FieldPerson @inline {
    id
    name
    phone
    isActive
    createdAt
    company {
      name
    }
    ...FieldPersonEditDialog_person
  }
`;

export type FieldPersonRow = FieldPeopleTable_row$data;

type Variables = ReturnType<typeof fieldPeopleVariables>;

interface Props {
  role: FieldRole;
  /** The listed connection: its id, rows and count. */
  connection: { id: string; totalCount: number; nodes: readonly FieldPeopleTable_row$key[] };
  pagination: PaginationControls<Variables>;
  list: FieldPeopleList;
  onListChange: (list: FieldPeopleList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
  openPersonId: string | null;
  onOpenPerson: (id: string) => void;
}

/** What the page gives either role's list. */
export type FieldPeopleTableProps = Omit<Props, 'role' | 'connection' | 'pagination'>;

/**
 * A brand's salesmen or promoters (every brand's without one), newest first, searched by
 * name, phone or whether they are active; with Add, Edit and the CSV of the brand's people.
 */
export function FieldPeopleTable({
  role,
  connection,
  pagination,
  list,
  onListChange,
  companyFilter,
  openPersonId,
  onOpenPerson,
}: Props) {
  const words = ROLE_WORDS[role];
  const [draft, setDraft] = useSearchDraft(list.search, (search) => onListChange({ ...list, search, page: 1 }));
  const variables = useMemo(
    () => fieldPeopleVariables(list),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.company, list.by, list.search, list.sort?.by, list.sort?.order],
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FieldPersonRow | null>(null);
  const { nodes } = connection;
  const rows = useMemo(() => nodes.map((node) => readInlineData<FieldPeopleTable_row$key>(rowFragment, node)), [nodes]);

  const columns: readonly Column<FieldPersonRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'NAME',
      render: (p) => (
        <Button variant="plain" size="sm" px="0" h="auto" color="colorPalette.fg" onClick={() => onOpenPerson(p.id)}>
          {p.name}
        </Button>
      ),
    },
    { key: 'phone', header: 'Phone', render: (p) => <Text whiteSpace="nowrap">{p.phone}</Text> },
    { key: 'brand', header: 'Brand', render: (p) => p.company?.name ?? '—' },
    { key: 'active', header: 'Active', render: (p) => <ActiveSwitch person={p} /> },
    {
      key: 'created',
      header: 'Created',
      sortKey: 'CREATED_AT',
      render: (p) => <Text whiteSpace="nowrap">{formatDateTime(p.createdAt)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (p) => (
        <Button size="xs" variant="outline" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PaginationTable
        caption={words.title}
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={connection.totalCount}
        pagination={pagination}
        variables={variables}
        openRowId={openPersonId}
        sort={list.sort}
        onSortChange={(sort) => onListChange({ ...list, sort: sort as typeof list.sort, page: 1 })}
        paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
        filters={
          <>
            {companyFilter}
            <SearchByFilter
              fields={FIELD_PERSON_SEARCH_FIELDS}
              by={list.by}
              onByChange={(by) => onListChange({ ...list, by, search: '', page: 1 })}
              text={draft}
              onTextChange={setDraft}
              widths={['32', '56']}
            />
          </>
        }
        actions={
          <>
            {/* The export is one brand's people. */}
            {list.company && (
              <ExportCsvButton url={fieldPeopleExportUrl(role, list.company)} fallbackName={`${words.many}.csv`} />
            )}
            <Button onClick={() => setAdding(true)}>Add {words.one}</Button>
          </>
        }
      />
      <FieldPersonCreateDialog
        role={role}
        open={adding}
        onClose={() => setAdding(false)}
        company={list.company}
        connection={connection.id}
      />
      <FieldPersonEditDialog person={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Shows what the server stored: it flips once the server has switched the person on or off. */
function ActiveSwitch({ person }: { person: FieldPersonRow }) {
  const [update, isSaving] = useFieldPersonUpdateMutation();
  return (
    <Switch.Root
      checked={person.isActive}
      disabled={isSaving}
      aria-busy={isSaving}
      onCheckedChange={(details) =>
        update(
          { fieldPerson: person.id, name: person.name, phone: person.phone, isActive: details.checked },
          notifyOutcome(MSG.salesmanUpdated, MSG.salesmanUpdateFailed),
        )
      }
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label textStyle="sm" minW="14">
        <VisuallyHidden>Active: {person.name}</VisuallyHidden>
        <span aria-hidden="true">{person.isActive ? 'Active' : 'Inactive'}</span>
      </Switch.Label>
    </Switch.Root>
  );
}
