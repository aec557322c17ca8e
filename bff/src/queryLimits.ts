import { ApolloArmor } from '@escape.tech/graphql-armor';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  parse,
  getOperationAST,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What one GraphQL document may ask. Depth counts fields and fragment spreads alike (a chain of
 * fragments is as deep as it is long), so the browser's components, each spreading the next
 * one's fragment, add to it: its deepest operation, a salesman's beats with each shop's suggested
 * order, is 18. Its operations have no aliases and about 330 tokens; these leave GraphiQL room
 * and refuse what only an attacker or a runaway script would send.
 */
export const QUERY_LIMITS = {
  depth: 24,
  aliases: 15,
  directives: 50,
  tokens: 3_000,
  /**
   * Records a request may list, as GitHub counts them: each connection's `first` (or `last`,
   * or its default) times that of every connection around it. A page of 300 orders is 300.
   */
  nodes: 5_000,
} as const;

const armor = new ApolloArmor({
  maxDepth: { n: QUERY_LIMITS.depth },
  maxAliases: { n: QUERY_LIMITS.aliases },
  maxDirectives: { n: QUERY_LIMITS.directives },
  // Counted by graphql-js's own parser (PARSE_OPTIONS): armor's counts in a plugin hook, where a
  // refusal, like any syntax error it meets, is an unexpected failure and a 500.
  maxTokens: { enabled: false },
  // The cost of a request is counted by `nodeCount` below, from what its connections ask.
  costLimit: { enabled: false },
  // Apollo's hideSchemaDetailsFromClientErrors already does this, in production only.
  blockFieldSuggestion: { enabled: false },
}).protect();

/** For Apollo Server: the depth, alias and directive limits (tokens: PARSE_OPTIONS). */
// graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
export const armorPlugins = armor.plugins as unknown as ApolloServerPlugin[];
export const armorValidationRules = armor.validationRules;

/**
 * The depth, alias and directive limits for a document that came over the socket, where
 * graphql-ws validates with the standard rules only; the rules throw their first refusal.
 */
export function limitProblems(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  try {
    return validate(schema, document, [
      maxDepthRule({ n: QUERY_LIMITS.depth }),
      maxAliasesRule({ n: QUERY_LIMITS.aliases }),
      maxDirectivesRule({ n: QUERY_LIMITS.directives }),
    ]);
  } catch (err) {
    if (err instanceof GraphQLError) return [err];
    throw err;
  }
}

/** How Apollo parses a document: the token limit stops the parser itself, so a refusal is a syntax error (400). */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.tokens } as const;

/** Parses a subscription's document under the token limit; a GraphQLError says why not. */
export const parseWithLimits = (query: string): DocumentNode => parse(query, PARSE_OPTIONS);

const PAGE_ARGS = new Set(['first', 'last']);

function intOf(value: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : undefined;
  }
  return undefined;
}

/** The records an operation may list (see QUERY_LIMITS.nodes); `nodes(ids:)` counts its ids. */
export function nodeCount(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> = {},
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const walk = (set: SelectionSetNode, parent: GraphQLCompositeType, around: number, seen: Set<string>): number => {
    let total = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[s.name.value] : undefined;
        if (!def) continue;
        const type = getNamedType(def.type);
        let times = around;
        const pageArg = def.args.find((a) => PAGE_ARGS.has(a.name));
        if (pageArg && type.name.endsWith('Connection')) {
          const given = s.arguments?.filter((a) => PAGE_ARGS.has(a.name.value)).map((a) => intOf(a.value, variables));
          const asked = given?.find((n) => n !== undefined) ?? (pageArg.defaultValue as number | undefined) ?? 10;
          times = around * Math.max(1, asked);
          total += times;
        } else if (s.name.value === 'nodes') {
          const ids = s.arguments?.find((a) => a.name.value === 'ids')?.value;
          const n =
            ids?.kind === Kind.LIST
              ? ids.values.length
              : ids?.kind === Kind.VARIABLE && Array.isArray(variables[ids.name.value])
                ? (variables[ids.name.value] as unknown[]).length
                : 1;
          times = around * n;
          total += times;
        }
        if (s.selectionSet && isCompositeType(type)) total += walk(s.selectionSet, type, times, seen);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : parent;
        if (on && isCompositeType(on)) total += walk(s.selectionSet, on, around, seen);
      } else {
        const fragment = fragments.get(s.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on && isCompositeType(on))
          total += walk(fragment.selectionSet, on, around, new Set([...seen, fragment.name.value]));
      }
    }
    return total;
  };
  return walk(operation.selectionSet, root, 1, new Set());
}

/** `http` sets the status of an HTTP answer (Apollo drops it from the body): the caller's fault, 400. */
export const tooManyNodes = (count: number, http?: { status: number }) =>
  new GraphQLError(
    `This request could list ${count.toLocaleString('en-IN')} records; at most ${QUERY_LIMITS.nodes.toLocaleString('en-IN')} a request. Ask for fewer with first, or page with after.`,
    { extensions: { code: 'QUERY_TOO_LARGE', nodes: count, limit: QUERY_LIMITS.nodes, ...(http ? { http } : {}) } },
  );

/** Each HTTP request's count, kept for its cost (`costLimit.ts`), so the document is walked once. */
export const countedNodes = new WeakMap<object, number>();

/** Refuses an operation that could list more than QUERY_LIMITS.nodes records, before it runs. */
export const nodeLimitPlugin = (schema: GraphQLSchema): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operationName, request }) {
        const count = nodeCount(schema, document, operationName, request.variables ?? {});
        countedNodes.set(request, count);
        if (count > QUERY_LIMITS.nodes) throw tooManyNodes(count, { status: 400 });
      },
    };
  },
});
