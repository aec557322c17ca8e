import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { ApiKeysSectionPaginationQuery } from '../../__generated__/ApiKeysSectionPaginationQuery.graphql';
import type {
  ApiKeysSection_apiKey$data,
  ApiKeysSection_apiKey$key,
} from '../../__generated__/ApiKeysSection_apiKey.graphql';
import type { ApiKeysSection_company$key } from '../../__generated__/ApiKeysSection_company.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { formatDate, formatDateTime } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { ApiKeyRevokeButton } from './ApiKeyRevokeButton';
import { apiKeyStatus, lastWorkingMoment, type ApiKeyStatus } from './apiKeys';

const fragment = graphql`
  fragment ApiKeysSection_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "ApiKeysSectionPaginationQuery") {
    apiKeys(first: $first, after: $after) @connection(key: "ApiKeysSection_apiKeys") {
      __id
      totalCount
      edges {
        node {
          ...ApiKeysSection_apiKey
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment ApiKeysSection_apiKey on ApiKey @inline {
    id
    name
    prefix
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`;

type ApiKeyRow = ApiKeysSection_apiKey$data;

const STATUS_COLOUR: Record<ApiKeyStatus, string> = { Active: 'green', Revoked: 'red', Expired: 'gray' };

const COLUMNS: readonly Column<ApiKeyRow>[] = [
  { key: 'name', header: 'Name', render: (k) => <Text fontWeight="medium">{k.name}</Text> },
  {
    key: 'prefix',
    header: 'Key',
    render: (k) => (
      <Text fontFamily="mono" whiteSpace="nowrap">
        {`${k.prefix}…`}
      </Text>
    ),
  },
  { key: 'created', header: 'Created', render: (k) => <Text whiteSpace="nowrap">{formatDate(k.createdAt)}</Text> },
  {
    key: 'lastUsed',
    header: 'Last used',
    render: (k) => <Text whiteSpace="nowrap">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</Text>,
  },
  {
    key: 'expires',
    header: 'Expires',
    render: (k) => (
      <Text whiteSpace="nowrap">{k.expiresAt ? formatDate(lastWorkingMoment(k.expiresAt)) : 'Never'}</Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (k) => {
      const status = apiKeyStatus(k);
      return (
        <Badge colorPalette={STATUS_COLOUR[status]} variant="subtle" whiteSpace="nowrap">
          {status}
        </Badge>
      );
    },
  },
  {
    key: 'actions',
    header: 'Actions',
    pinned: true,
    render: (k) => (k.revokedAt ? null : <ApiKeyRevokeButton id={k.id} name={k.name} />),
  },
];

/** No search or filters: the keys are few, newest first. */
const NO_FILTERS = {};

/** Settings > API, API keys: the company's keys, Create API key and Revoke. */
export function ApiKeysSection({ company }: { company: ApiKeysSection_company$key }) {
  const { data, ...pagination } = usePaginationFragment<ApiKeysSectionPaginationQuery, ApiKeysSection_company$key>(
    fragment,
    company,
  );
  const [creating, setCreating] = useState(false);
  const edges = data.apiKeys?.edges;
  const nodes = useMemo(
    () => (edges ?? []).map((edge) => readInlineData<ApiKeysSection_apiKey$key>(rowFragment, edge.node)),
    [edges],
  );
  if (!data.apiKeys) return <FormAlert message="API keys cannot be shown right now. Try again after some time." />;
  const connectionId = data.apiKeys.__id;
  const create = <Button onClick={() => setCreating(true)}>Create API key</Button>;

  return (
    <Stack gap="3" as="section" aria-labelledby="api-keys-heading">
      <Heading as="h2" size="md" id="api-keys-heading">
        API keys
      </Heading>
      {data.apiKeys.totalCount === 0 ? (
        <Stack gap="3" align="center" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="8">
          <Text fontWeight="medium">No API keys yet</Text>
          <Text textStyle="sm" color="fg.muted">
            Create a key for each script or system that calls the API.
          </Text>
          {create}
        </Stack>
      ) : (
        <PaginationTable
          caption="API keys"
          columns={COLUMNS}
          rowKey={(node) => node.id}
          nodes={nodes}
          totalCount={data.apiKeys.totalCount}
          pagination={pagination}
          variables={NO_FILTERS}
          filters={null}
          actions={create}
        />
      )}
      <ApiKeyCreateDialog open={creating} onClose={() => setCreating(false)} connections={[connectionId]} />
    </Stack>
  );
}
