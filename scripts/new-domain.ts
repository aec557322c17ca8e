/**
 * `npm run new:domain <name> [--service <svc>]` scaffolds a domain in every layer: the
 * service's table, SQL and routes, the shared input schema, the BFF module, the web page with
 * its list and create form, and an integration and an e2e test. Everything it makes is found
 * by discovery (codegen's registries, the router's glob), so no shared list is edited, except
 * the one export line the common schemas' barrel gets.
 *
 *   --service <svc>   the service that owns the table (default oms)
 *   --dry-run         print what would be written and change nothing
 *   --remove          delete what the scaffold made for <name> (run `npm run codegen` after)
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { SERVICE_NAMES, type ServiceName } from '../services/src/platform/config.js';
import { operationIdOf } from '../services/src/platform/app.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The spellings of one domain's name that each layer uses. */
export interface DomainNames {
  /** The folder and list name, camelCase plural: `deliverySlots`. */
  name: string;
  singular: string;
  Singular: string;
  Plural: string;
  kebab: string;
  snake: string;
  /** As a person reads it: `Delivery slots`, `delivery slot`. */
  label: string;
  labelOne: string;
  service: ServiceName;
  Service: string;
}

/** A domain's name: camelCase, plural in English (`widgets`, `deliverySlots`), short enough for every layer. */
const NAME = /^[a-z][a-zA-Z0-9]{1,38}s$/;

export function domainNames(name: string, service: string = 'oms'): DomainNames {
  if (!NAME.test(name))
    throw new Error(`"${name}" is not a domain name: camelCase letters and digits, plural (ending in s), 3 to 40 long`);
  if (!(SERVICE_NAMES as readonly string[]).includes(service))
    throw new Error(`"${service}" is not a service; one of ${SERVICE_NAMES.join(', ')}`);
  const singular = name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.slice(0, -1);
  const upper = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  const words = (s: string) => s.replace(/([A-Z])/g, ' $1').toLowerCase();
  return {
    name,
    singular,
    Singular: upper(singular),
    Plural: upper(name),
    kebab: name.replace(/([A-Z])/g, '-$1').toLowerCase(),
    snake: name.replace(/([A-Z])/g, '_$1').toLowerCase(),
    label: upper(words(name)),
    labelOne: words(singular),
    service: service as ServiceName,
    Service: upper(service),
  };
}

/** What the scaffold writes, by path from the repository root, and the barrel line it appends. */
export interface DomainPlan {
  files: Map<string, string>;
  barrel: { file: string; line: string };
}

/** Where each layer keeps the domain, and the names its service and routes give it. */
function layout(n: DomainNames) {
  return {
    svcDir: `services/src/${n.service}/${n.name}`,
    bffDir: `bff/src/modules/${n.name}`,
    webDir: `web/src/features/${n.name}`,
    DB: `${n.Service}DB`,
    route: `/${n.service}/${n.kebab}`,
    MAX: `${n.snake.toUpperCase().replace(/S$/, '')}_NAME_MAX`,
  };
}

export function planDomain(n: DomainNames): DomainPlan {
  const files = new Map<string, string>();
  commonFiles(n, files);
  serviceTableFiles(n, files);
  serviceRouteFiles(n, files);
  bffClientFiles(n, files);
  bffSchemaFiles(n, files);
  webPageFiles(n, files);
  webTableFiles(n, files);
  webFormFiles(n, files);
  testFiles(n, files);
  return { files, barrel: { file: 'common/src/schemas/index.ts', line: `export * from './${n.name}.js';` } };
}

/** The shared input schema and the domain's messages. */
function commonFiles(n: DomainNames, files: Map<string, string>) {
  const { MAX } = layout(n);
  files.set(
    `common/src/schemas/${n.name}.ts`,
    `import { text, z } from './fields.js';

export const ${MAX} = 100;

/** What the ${n.labelOne} pages say, beside the rules that check its input. */
export const ${n.Plural.toUpperCase()}_MSG = {
  created: '${n.labelOne[0]!.toUpperCase()}${n.labelOne.slice(1)} added',
} as const;

/** A ${n.labelOne} to add: the service checks it and the form shows the same words. */
export const ${n.Singular}Input = z.object({
  name: text('Name', [], ${MAX}),
});
export type ${n.Singular}Input = z.infer<typeof ${n.Singular}Input>;

/** A ${n.labelOne} as the service answers it: its routes declare it, so their typed clients read it. */
export const ${n.Singular}RecordSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type ${n.Singular}Record = z.infer<typeof ${n.Singular}RecordSchema>;
`,
  );
}

/** The service's table and the SQL over it. */
function serviceTableFiles(n: DomainNames, files: Map<string, string>) {
  const { svcDir, DB } = layout(n);
  files.set(
    `${svcDir}/migrations.ts`,
    `import { sql } from 'kysely';
import type { Migrations } from '../../platform/index.js';

// Keys start with the domain's name: they sit beside the service's own migrations.
export const migrations: Migrations = {
  '${n.name}_0001_create': {
    async up(db) {
      await db.schema
        .createTable('${n.snake}')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'uuid', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
        .execute();
      await db.schema
        .createIndex('${n.snake}_company_idx')
        .on('${n.snake}')
        .columns(['company_id', 'created_at'])
        .execute();
    },
  },
};
`,
  );

  files.set(
    `${svcDir}/service.ts`,
    `import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ${n.Singular}Input, ${n.Singular}Record } from '@parcelo/common';
import type { ${DB} } from '../db.js';

type Row = Selectable<${DB}['${n.snake}']>;

const record = (r: Row): ${n.Singular}Record => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  createdAt: r.created_at.toISOString(),
});

/** A company's ${n.label.toLowerCase()}: every read and write is held to the company it is given. */
export function ${n.name}Service(db: Kysely<${DB}>) {
  return {
    async list(companyId: string, page: { limit: number; offset: number; order: 'asc' | 'desc' }) {
      const q = db.selectFrom('${n.snake}').where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', page.order)
          .orderBy('id', page.order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ${n.name}: rows.map(record), totalCount: Number(total.n) };
    },

    /** Those of \`ids\` the company owns (any company's when it is undefined: an admin). */
    async byIds(ids: readonly string[], companyId: string | undefined) {
      if (!ids.length) return [];
      let q = db.selectFrom('${n.snake}').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(record);
    },

    async create(companyId: string, input: ${n.Singular}Input) {
      const row = await db
        .insertInto('${n.snake}')
        .values({ id: randomUUID(), company_id: companyId, name: input.name })
        .returningAll()
        .executeTakeFirstOrThrow();
      return record(row);
    },
  };
}
`,
  );
}

/** The service's routes, and the domain's registration with its service. */
function serviceRouteFiles(n: DomainNames, files: Map<string, string>) {
  const { svcDir, DB, route } = layout(n);
  files.set(
    `${svcDir}/routes.ts`,
    `import { MSG, ${n.Plural.toUpperCase()}_MSG, ${n.Singular}Input, ${n.Singular}RecordSchema } from '@parcelo/common';
import {
  answers,
  answersPage,
  badRequest,
  byIdsRoute,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { ${DB} } from '../db.js';
import { ${n.name}Service } from './service.js';

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };

/** ${n.label}: sellers work on their company's, admins on the company they name. */
export function ${n.singular}Routes(app: ServiceApp, ctx: ServiceContext<${DB}>) {
  const service = ${n.name}Service(ctx.db);

  /** A company's ${n.label.toLowerCase()}, newest first. */
  app.post(
    '${route}/list',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(CompanyField, ['createdAt'] as const),
        response: answersPage('${n.name}', ${n.Singular}RecordSchema),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.where.companyId);
      if (!companyId) return ok({ ${n.name}: [], totalCount: 0 });
      return ok(await service.list(companyId, pageOf(request.body)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '${route}/byIds',
    '${n.name}',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      return service.byIds(ids, companyId);
    },
    { record: ${n.Singular}RecordSchema },
  );

  app.post(
    '${route}',
    {
      config: { access: 'member' },
      schema: {
        body: ${n.Singular}Input.extend(CompanyField),
        response: answers(z.object({ ${n.singular}: ${n.Singular}RecordSchema })),
      },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, request.body.companyId);
      if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
      return ok({ ${n.singular}: await service.create(companyId, request.body) }, ${n.Plural.toUpperCase()}_MSG.created);
    },
  );
}
`,
  );

  files.set(
    `${svcDir}/domain.ts`,
    `import { defineServiceDomain } from '../../platform/index.js';
import type { ${DB} } from '../db.js';
import { migrations } from './migrations.js';
import { ${n.singular}Routes } from './routes.js';

export default defineServiceDomain<${DB}>({ migrations, routes: ${n.singular}Routes });
`,
  );
}

/** The BFF's client of those routes, its model and its resolvers. */
function bffClientFiles(n: DomainNames, files: Map<string, string>) {
  const { bffDir, route } = layout(n);
  const [list, byIds, create] = [`${route}/list`, `${route}/byIds`, route].map((path) => operationIdOf('POST', path));
  files.set(
    `${bffDir}/upstream.ts`,
    `import type { ${n.Singular}Input } from '@parcelo/common';
import { ${n.service}Operations, type operations } from '@parcelo/common/api/${n.service}';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { Upstream, operationsOf, type RequestScope } from '../../upstream/http.js';
import type { UpstreamClients } from '../../upstream/index.js';

/** Typed calls to ${n.service.toUpperCase()}'s ${n.label.toLowerCase()} routes, by the operations \`npm run codegen\` names from them. */
function ${n.name}Api(up: Upstream) {
  const api = operationsOf<operations>(up, ${n.service}Operations);
  return {
    list: (body: OperationInput<operations['${list}']>['body']) => api.${list}({ read: true, body }),
    byIds: (ids: readonly string[]) => api.${byIds}({ read: true, body: { ids: [...ids] } }),
    create: (body: ${n.Singular}Input & { companyId?: string }) => api.${create}({ body }),
  };
}

export const apis = {
  ${n.name}: (c: UpstreamClients, s: RequestScope) => ${n.name}Api(new Upstream('${n.service}', c.${n.service}, s)),
};
`,
  );

  files.set(`${bffDir}/models.ts`, `export type { ${n.Singular}Record as ${n.Singular} } from '@parcelo/common';\n`);

  files.set(
    `${bffDir}/index.ts`,
    `import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { ${n.Singular} } from './models.js';
import { ${n.singular}Resolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  ${n.singular}: idsLoader<${n.Singular}>(async (ids) => (await apis.${n.name}.byIds(ids)).${n.name}),
}));

export default defineModule({
  resolvers: ${n.singular}Resolvers,
  loaders,
  nodes: { ${n.Singular}: '${n.singular}' },
  mappers: { ${n.Singular}: './models.js#${n.Singular}' },
});
`,
  );

  files.set(
    `${bffDir}/resolvers.ts`,
    `import type { Resolvers } from '../../generated/resolvers-types.js';
import { isAdmin } from '../../context.js';
import { mutate, rethrow } from '../../errors.js';
import { connectionFrom, listRequest, localId, pageWindow, toGlobalId } from '../../relay.js';

export const ${n.singular}Resolvers: Resolvers = {
  ${n.Singular}: {
    id: (w) => toGlobalId('${n.Singular}', w.id),
  },
  Company: {
    // Nullable, so an outage of the service blanks only this list.
    ${n.name}: async (c, { first, after }, ctx) => {
      const viewer = await ctx.requireViewer();
      const window = pageWindow(first, after);
      if (!isAdmin(viewer) && viewer.companyId !== c.id) return connectionFrom([], 0, window);
      const { ${n.name}, totalCount } = await ctx.apis.${n.name}
        .list(listRequest(window, { companyId: c.id }))
        .catch(rethrow);
      for (const w of ${n.name}) ctx.loaders.${n.singular}.prime(w.id, w);
      return connectionFrom(${n.name}, totalCount, window);
    },
  },
  Mutation: {
    ${n.singular}Create: (_, { input }, ctx) =>
      mutate(
        async () => {
          await ctx.requireViewer();
          const { ${n.singular} } = await ctx.apis.${n.name}.create({
            name: input.name,
            ...(input.company ? { companyId: localId(input.company, 'Company') } : {}),
          });
          return { ${n.singular}Edge: { cursor: toGlobalId('${n.Singular}', ${n.singular}.id), node: ${n.singular} } };
        },
        { ${n.singular}Edge: null },
      ),
  },
};
`,
  );
}

/** The domain's GraphQL types, list field and create mutation. */
function bffSchemaFiles(n: DomainNames, files: Map<string, string>) {
  const { bffDir } = layout(n);
  files.set(
    `${bffDir}/schema.graphql`,
    `"A company's ${n.labelOne}."
type ${n.Singular} implements Node {
  id: ID!
  name: String!
  createdAt: DateTime!
}

type ${n.Singular}Edge {
  cursor: String!
  node: ${n.Singular}!
}

type ${n.Singular}Connection {
  edges: [${n.Singular}Edge!]!
  pageInfo: PageInfo!
  totalCount: Int!
}

extend type Company {
  "The company's ${n.label.toLowerCase()}, newest first. Empty for a company other than a seller's own."
  ${n.name}(first: Int = 20, after: String): ${n.Singular}Connection
}

input ${n.Singular}CreateInput {
  "Required, at most 100 characters."
  name: String!
  "Admins: the company to add it for. Sellers add to their own."
  company: ID
}

type ${n.Singular}CreatePayload {
  ${n.singular}Edge: ${n.Singular}Edge
  userErrors: [UserError!]!
}

extend type Mutation {
  "Adds a ${n.labelOne} for the seller's company (admins name one)."
  ${n.singular}Create(input: ${n.Singular}CreateInput!): ${n.Singular}CreatePayload!
}
`,
  );
}

/** The web feature's routes and its page. */
function webPageFiles(n: DomainNames, files: Map<string, string>) {
  const { webDir } = layout(n);
  files.set(
    `${webDir}/routes.tsx`,
    `import { lazyPage, type FeatureRoutes } from '../../lib/featureRoutes';

export const routes: FeatureRoutes = {
  settings: {
    '${n.kebab}': {
      lazy: lazyPage(
        () => import('./${n.Plural}Page'),
        (page) => ({ loader: page.${n.name}Loader, Component: page.${n.Plural}Page }),
      ),
    },
  },
  sidebar: { settings: [{ label: '${n.label}', path: '${n.kebab}' }] },
};
`,
  );

  files.set(
    `${webDir}/${n.Plural}Page.tsx`,
    `import { Heading, Stack } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { ${n.Plural}PageQuery } from '../../__generated__/${n.Plural}PageQuery.graphql';
import { PageHeader } from '../../lib/PageHeader';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { ${n.Singular}Form } from './${n.Singular}Form';
import { ${n.Plural}Table, ${n.name}Connection } from './${n.Plural}Table';

const query = graphql\`
  query ${n.Plural}PageQuery {
    viewer {
      company {
        id
        ...${n.Plural}Table_company
      }
    }
  }
\`;

export function ${n.name}Loader() {
  return loadRouteQuery<${n.Plural}PageQuery>(query, {});
}

/** /settings/${n.kebab}: the company's ${n.label.toLowerCase()}, and the form that adds one. */
export function ${n.Plural}Page() {
  const company = useRouteQuery<${n.Plural}PageQuery>(query).viewer?.company;
  return (
    <>
      <PageHeader title="${n.label}" description="The company's ${n.label.toLowerCase()}, newest first." />
      {company && (
        <Stack gap="5" maxW="5xl">
          <${n.Singular}Form connection={${n.name}Connection(company.id)} />
          <Stack gap="3" as="section" aria-label="${n.label}">
            <Heading as="h2" size="md">
              ${n.label}
            </Heading>
            <${n.Plural}Table company={company} />
          </Stack>
        </Stack>
      )}
    </>
  );
}
`,
  );
}

/** The page's list, paged through Relay. */
function webTableFiles(n: DomainNames, files: Map<string, string>) {
  const { webDir } = layout(n);
  files.set(
    `${webDir}/${n.Plural}Table.tsx`,
    `import { Box, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ConnectionHandler, graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { ${n.Plural}Table_company$key } from '../../__generated__/${n.Plural}Table_company.graphql';
import type { ${n.Plural}Table_row$data, ${n.Plural}Table_row$key } from '../../__generated__/${n.Plural}Table_row.graphql';
import type { ${n.Plural}TablePaginationQuery } from '../../__generated__/${n.Plural}TablePaginationQuery.graphql';
import { formatDateTime } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';

const fragment = graphql\`
  fragment ${n.Plural}Table_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
  @refetchable(queryName: "${n.Plural}TablePaginationQuery") {
    ${n.name}(first: $first, after: $after) @required(action: THROW) @connection(key: "${n.Plural}Table_${n.name}") {
      totalCount
      edges {
        node {
          ...${n.Plural}Table_row
        }
      }
    }
  }
\`;

/** The listed connection of a company's ${n.label.toLowerCase()}, which a new one joins. */
export const ${n.name}Connection = (companyId: string) =>
  ConnectionHandler.getConnectionID(companyId, '${n.Plural}Table_${n.name}');

const rowFragment = graphql\`
  fragment ${n.Plural}Table_row on ${n.Singular} @inline {
    id
    name
    createdAt
  }
\`;

type Row = ${n.Plural}Table_row$data;

const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'created', header: 'Added', render: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createdAt)}</Text> },
];

/** The company's ${n.label.toLowerCase()}, newest first, a page at a time. */
export function ${n.Plural}Table({ company }: { company: ${n.Plural}Table_company$key }) {
  const { data, ...pagination } = usePaginationFragment<${n.Plural}TablePaginationQuery, ${n.Plural}Table_company$key>(
    fragment,
    company,
  );
  const edges = data.${n.name}.edges;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<${n.Plural}Table_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const variables = useMemo(() => ({}), []);

  return data.${n.name}.totalCount === 0 ? (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
      <Text fontWeight="medium">No ${n.label.toLowerCase()} yet</Text>
      <Text color="fg.muted" textStyle="sm" mt="1">
        The ${n.label.toLowerCase()} you add are listed here.
      </Text>
    </Box>
  ) : (
    <PaginationTable
      caption="${n.label}"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={data.${n.name}.totalCount}
      pagination={pagination}
      filters={null}
      variables={variables}
    />
  );
}
`,
  );
}

/** The create form and its mutation hook. */
function webFormFiles(n: DomainNames, files: Map<string, string>) {
  const { webDir, MAX } = layout(n);
  files.set(
    `${webDir}/use${n.Singular}CreateMutation.ts`,
    `import { graphql } from 'react-relay';
import type { use${n.Singular}CreateMutation as ${n.Singular}CreateMutation } from '../../__generated__/use${n.Singular}CreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first: the new one goes to the top of the listed connection.
const mutation = graphql\`
  mutation use${n.Singular}CreateMutation($input: ${n.Singular}CreateInput!, $connections: [ID!]!) {
    ${n.singular}Create(input: $input) {
      userErrors {
        field
        message
        code
      }
      ${n.singular}Edge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...${n.Plural}Table_row
        }
      }
    }
  }
\`;

/** Adds a ${n.labelOne} to the company's list. */
export function use${n.Singular}CreateMutation() {
  return useConnectionInputMutation<${n.Singular}CreateMutation, '${n.singular}Create'>(mutation, '${n.singular}Create');
}
`,
  );

  files.set(
    `${webDir}/${n.Singular}Form.tsx`,
    `import { MSG, ${MAX}, ${n.Plural.toUpperCase()}_MSG, ${n.Singular}Input } from '@parcelo/common';
import { Button, Card, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { use${n.Singular}CreateMutation } from './use${n.Singular}CreateMutation';

const EMPTY = { name: '' };

/** Adds a ${n.labelOne}: checked by the rules the service checks it with; it joins the list below. */
export function ${n.Singular}Form({ connection }: { connection: string }) {
  const [create, isCreating] = use${n.Singular}CreateMutation();
  const form = useSchemaForm(${n.Singular}Input, EMPTY);

  const submit = form.onSubmit((values) => {
    create({ name: values.name }, [connection], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.${n.singular}Edge) {
          form.setFormError(MSG.genericFailure);
          return;
        }
        toaster.create({ type: 'success', title: ${n.Plural.toUpperCase()}_MSG.created });
        form.reset(EMPTY);
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <Card.Root as="section" aria-label="Add ${n.labelOne}">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField label="Name" maxLength={${MAX}} required {...form.field('name')} />
            <FormAlert message={form.formError} />
            <Button type="submit" alignSelf="flex-start" loading={isCreating}>
              Add ${n.labelOne}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
`,
  );
}

/** An integration test through GraphQL and a browser test, each on a seller of its own. */
function testFiles(n: DomainNames, files: Map<string, string>) {
  files.set(
    `tests/integration/${n.kebab}.test.ts`,
    `import { beforeAll, describe, expect, it } from 'vitest';
import { ${n.Plural.toUpperCase()}_MSG, fieldRequired } from '@parcelo/common';
import { Session, verifiedSeller } from '../support/client.js';

const LIST = \`{ viewer { company { id ${n.name}(first: 50) { totalCount edges { node { id name createdAt } } } } } }\`;
const CREATE = \`mutation($i: ${n.Singular}CreateInput!) { ${n.singular}Create(input: $i) { ${n.singular}Edge { node { id name } } userErrors { field message code } } }\`;
const NODE = \`query($id: ID!) { node(id: $id) { ... on ${n.Singular} { id name } } }\`;

let seller: Session;
let other: Session;
const list = async (s: Session) => (await s.gql(LIST)).viewer.company;

beforeAll(async () => {
  [seller, other] = await Promise.all([verifiedSeller('${n.label} One Co'), verifiedSeller('${n.label} Two Co')]);
});

describe('${n.name}', () => {
  it('a seller adds ${n.label.toLowerCase()} and sees them listed, newest first', async () => {
    expect((await list(seller)).${n.name}).toMatchObject({ totalCount: 0, edges: [] });
    for (const name of ['First', ' Second ']) {
      const r = (await seller.gql(CREATE, { i: { name } })).${n.singular}Create;
      expect(r.userErrors).toEqual([]);
      expect(r.${n.singular}Edge.node.name).toBe(name.trim());
    }
    const { ${n.name} } = await list(seller);
    expect(${n.name}.totalCount).toBe(2);
    expect(${n.name}.edges.map((e: any) => e.node.name)).toEqual(['Second', 'First']);
  });

  it('refuses a blank name with the rule’s words and adds nothing', async () => {
    const before = (await list(seller)).${n.name}.totalCount;
    const r = (await seller.gql(CREATE, { i: { name: ' ' } })).${n.singular}Create;
    expect(r.${n.singular}Edge).toBeNull();
    expect(r.userErrors[0]).toMatchObject({ field: 'name', message: fieldRequired('Name') });
    expect((await list(seller)).${n.name}.totalCount).toBe(before);
    expect(${n.Plural.toUpperCase()}_MSG.created).toBeTruthy();
  });

  it("another company's ${n.label.toLowerCase()} stay hidden, and a seller cannot add one for it", async () => {
    const mine = (await seller.gql(CREATE, { i: { name: 'Private' } })).${n.singular}Create.${n.singular}Edge.node;
    const seen = await other.raw(NODE, { id: mine.id });
    expect(seen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(other)).${n.name}.totalCount).toBe(0);

    const sellerCompany = (await list(seller)).id;
    const refused = await other.raw(CREATE, { i: { name: 'Intruder', company: sellerCompany } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list(seller)).${n.name}.edges.map((e: any) => e.node.name)).not.toContain('Intruder');
  });
});
`,
  );

  files.set(
    `tests/e2e/${n.kebab}.test.ts`,
    `import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ${n.Plural.toUpperCase()}_MSG, fieldRequired } from '@parcelo/common';
import { launchBrowser, openApp } from '../support/browser.js';
import { verifiedSeller } from '../support/client.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('${n.label.toLowerCase()} in the browser', () => {
  it('a seller sees the empty list, adds a ${n.labelOne} and sees it listed', async () => {
    const seller = await verifiedSeller('${n.label} Browser Co');
    const { page, context, base } = await openApp(browser);
    // The seller's session, signed in over GraphQL, in the browser's profile.
    const value = seller.cookie!.slice('session='.length);
    await context.addCookies([{ name: 'session', value, url: base }]);
    await page.goto('/settings/${n.kebab}');
    await page.getByRole('heading', { name: '${n.label}', level: 1 }).waitFor();
    await page.getByText('No ${n.label.toLowerCase()} yet').waitFor();

    const form = page.getByRole('region', { name: 'Add ${n.labelOne}' });
    await form.getByRole('button', { name: 'Add ${n.labelOne}' }).click();
    await form.getByText(fieldRequired('Name')).waitFor();

    await form.getByLabel('Name').fill('Blue one');
    await form.getByRole('button', { name: 'Add ${n.labelOne}' }).click();
    await page.getByText(${n.Plural.toUpperCase()}_MSG.created).first().waitFor();
    await page.getByRole('table', { name: '${n.label}' }).getByText('Blue one').waitFor();

    await page.reload();
    await page.getByRole('table', { name: '${n.label}' }).getByText('Blue one').waitFor();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: '${n.label}' }).waitFor();
    await context.close();
  });
});
`,
  );
}

/** Refuses a name some layer already uses, before anything is written. */
function taken(n: DomainNames, plan: DomainPlan): string[] {
  const problems = [...plan.files.keys()].filter((f) => existsSync(join(ROOT, f))).map((f) => `${f} exists`);
  const schema = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
  for (const type of [n.Singular, `${n.Singular}CreateInput`])
    if (new RegExp(`^(type|input|enum|interface|union) ${type}\\b`, 'm').test(schema))
      problems.push(`GraphQL type ${type} exists`);
  if (new RegExp(`^  ${n.name}\\(`, 'm').test(schema)) problems.push(`a field ${n.name} exists in the schema`);
  const tables = readFileSync(join(ROOT, `services/src/${n.service}/db.generated.ts`), 'utf8');
  if (new RegExp(`^  ${n.snake}: `, 'm').test(tables)) problems.push(`${n.service} has a table ${n.snake}`);
  return problems;
}

/** Writes the plan formatted as the repository formats it, so lint passes on what was made. */
async function write(plan: DomainPlan) {
  for (const [file, text] of plan.files) {
    const path = join(ROOT, file);
    mkdirSync(dirname(path), { recursive: true });
    const options = await prettier.resolveConfig(path);
    writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
  }
  const barrel = join(ROOT, plan.barrel.file);
  const text = readFileSync(barrel, 'utf8');
  if (!text.split('\n').includes(plan.barrel.line))
    writeFileSync(barrel, `${text.endsWith('\n') ? text : `${text}\n`}${plan.barrel.line}\n`);
}

function remove(n: DomainNames, plan: DomainPlan) {
  for (const dir of [`services/src/${n.service}/${n.name}`, `bff/src/modules/${n.name}`, `web/src/features/${n.name}`])
    rmSync(join(ROOT, dir), { recursive: true, force: true });
  for (const file of plan.files.keys()) rmSync(join(ROOT, file), { force: true });
  const barrel = join(ROOT, plan.barrel.file);
  const lines = readFileSync(barrel, 'utf8').split('\n');
  writeFileSync(barrel, lines.filter((l) => l !== plan.barrel.line).join('\n'));
}

async function main(argv: string[]) {
  const flags = new Set(argv.filter((a) => a.startsWith('--') && a !== '--service'));
  const at = argv.indexOf('--service');
  const service = at >= 0 ? argv[at + 1] : undefined;
  const [name] = argv.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
  if (!name) throw new Error('Usage: npm run new:domain -- <name> [--service <svc>] [--dry-run] [--remove]');
  const n = domainNames(name, service);
  const plan = planDomain(n);
  if (flags.has('--remove')) {
    remove(n, plan);
    console.log(`Removed ${n.name} from ${n.service}. Run \`npm run codegen && npm run relay\`.`);
    return;
  }
  const problems = taken(n, plan);
  if (problems.length) throw new Error(`Cannot scaffold ${n.name}:\n  ${problems.join('\n  ')}`);
  const listing = [...plan.files.keys(), `${plan.barrel.file} (+ ${plan.barrel.line})`].map((f) => `  ${f}`).join('\n');
  if (flags.has('--dry-run')) {
    console.log(`Would write:\n${listing}`);
    return;
  }
  await write(plan);
  console.log(`Wrote:\n${listing}\nNext: npm run codegen && npm run relay && npm run typecheck`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
