import { MESSAGE_TEMPLATE_PURPOSE_LABELS, MSG } from '@parcelo/common';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { MessageTemplatesTable_company$key } from '../../__generated__/MessageTemplatesTable_company.graphql';
import type {
  MessageTemplatesTable_row$data,
  MessageTemplatesTable_row$key,
} from '../../__generated__/MessageTemplatesTable_row.graphql';
import type { MessageTemplatesTablePaginationQuery } from '../../__generated__/MessageTemplatesTablePaginationQuery.graphql';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { formatDateTime } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { notifyFailure, toaster } from '../../lib/toaster';
import { MessageTemplateDialog } from './MessageTemplateDialog';
import { useMessageTemplateDeleteMutation } from './useMessageTemplateDeleteMutation';

const fragment = graphql`
  fragment MessageTemplatesTable_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "MessageTemplatesTablePaginationQuery") {
    id
    whatsApp @required(action: THROW) {
      templates(first: $first, after: $after)
        @required(action: THROW)
        @connection(key: "MessageTemplatesTable_templates") {
        __id
        totalCount
        edges {
          node {
            ...MessageTemplatesTable_row
          }
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment MessageTemplatesTable_row on MessageTemplate @inline {
    id
    templateName
    messageBody
    purpose
    updatedAt
  }
`;

export type TemplateRow = MessageTemplatesTable_row$data;

/** The company's message templates: add one, edit or delete each (a seller's own, or the company an admin chose). */
export function MessageTemplatesTable({ company }: { company: MessageTemplatesTable_company$key }) {
  const { data, ...pagination } = usePaginationFragment<
    MessageTemplatesTablePaginationQuery,
    MessageTemplatesTable_company$key
  >(fragment, company);
  const templates = data.whatsApp.templates;
  const edges = templates.edges;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<MessageTemplatesTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const variables = useMemo(() => ({}), []);
  const [editing, setEditing] = useState<TemplateRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const [remove, isDeleting] = useMessageTemplateDeleteMutation();

  const confirmDelete = () => {
    if (!deleting) return;
    remove({ template: deleting.id }, [templates.__id], {
      onCompleted: (payload) => {
        setDeleting(null);
        if (payload.userErrors.length) {
          toaster.create({ type: 'error', title: payload.userErrors.map((e) => e.message).join(' ') });
          return;
        }
        toaster.create({ type: 'success', title: MSG.templateDeleted });
      },
      onError: (error) => {
        setDeleting(null);
        notifyFailure(error, MSG.genericFailure);
      },
    });
  };

  const columns: readonly Column<TemplateRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (t) => (
        <Stack gap="1" minW="32">
          <Text fontWeight="medium">{t.templateName}</Text>
          {t.purpose && (
            <Badge colorPalette="green" variant="subtle" alignSelf="start">
              {MESSAGE_TEMPLATE_PURPOSE_LABELS[t.purpose as keyof typeof MESSAGE_TEMPLATE_PURPOSE_LABELS] ?? t.purpose}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'body',
      header: 'Message',
      render: (t) => (
        <Text whiteSpace="pre-wrap" minW="48" maxW={{ base: '64', md: 'xl' }} lineClamp={3}>
          {t.messageBody}
        </Text>
      ),
    },
    {
      key: 'updated',
      header: 'Updated',
      render: (t) => <Text whiteSpace="nowrap">{formatDateTime(t.updatedAt)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (t) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => setEditing(t)} aria-label={`Edit ${t.templateName}`}>
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${t.templateName}`}>
                Delete
              </Button>
            }
            open={deleting?.id === t.id}
            onOpenChange={(open) => setDeleting(open ? t : null)}
            title="Delete template?"
            body={`${t.templateName} will be deleted.${t.purpose ? ' NDR texts will go by SMS until another ndr message is added.' : ''}`}
            confirmLabel="Yes, delete"
            loading={isDeleting}
            onConfirm={confirmDelete}
          />
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      {templates.totalCount === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
          <Text fontWeight="medium">No templates yet</Text>
          <Text color="fg.muted" textStyle="sm" mt="1">
            Add an ndr message to text buyers whose delivery failed on WhatsApp, in your own words.
          </Text>
        </Box>
      )}
      <PaginationTable
        caption="Message templates"
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={templates.totalCount}
        pagination={pagination}
        filters={null}
        variables={variables}
        actions={<Button onClick={() => setEditing('new')}>Add template</Button>}
      />
      <MessageTemplateDialog
        key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
        open={editing !== null}
        onClose={() => setEditing(null)}
        companyId={data.id}
        template={editing === 'new' ? null : editing}
        connection={templates.__id}
      />
    </Stack>
  );
}
