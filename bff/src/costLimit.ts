import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Config } from '@parcelo/common/config';
import { createRateLimits, type BudgetStatus, type RateLimits } from '@parcelo/common/rateLimits';
import { isAdmin, type Context } from './context.js';
import { countedNodes, nodeCount } from './queryLimits.js';

/**
 * What a signed-in operation costs: the records it may list (`nodeCount`, GitHub's measure),
 * at least 1; a mutation starts at 10, since it writes and usually calls more than one service.
 */
export const COST = { minimum: 1, mutation: 10 } as const;

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> = {},
  nodes = nodeCount(schema, document, operationName, variables),
): number {
  const kind = getOperationAST(document, operationName)?.operation;
  return kind === 'mutation' ? COST.mutation + nodes : Math.max(COST.minimum, nodes);
}

export type CostLimits = RateLimits<'user' | 'company'>;

/** One set of budgets per BFF process, shared with every other instance through Redis when given. */
export const createCostLimits = (budgets: Config['graphqlCost'], redisUrl: string | undefined): CostLimits =>
  createRateLimits(
    'graphql-cost',
    {
      user: { points: budgets.perUser, durationSeconds: budgets.windowSeconds },
      company: { points: budgets.perCompany, durationSeconds: budgets.windowSeconds },
    },
    redisUrl,
  );

/** A budget as the answer's `extensions.cost` shows it, in Shopify's words. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  /** Points a second the budget comes back at, on average: it is refilled whole at the end of each window. */
  restoreRate: number;
  /** Until the whole budget is back. */
  resetInMs: number;
}

export interface CostExtension {
  requestedQueryCost: number;
  throttleStatus: ThrottleStatus;
  companyThrottleStatus?: ThrottleStatus;
}

const throttleStatus = (s: BudgetStatus, windowSeconds: number): ThrottleStatus => ({
  maximumAvailable: s.limit,
  currentlyAvailable: s.remaining,
  restoreRate: s.limit / windowSeconds,
  resetInMs: s.msBeforeReset,
});

/** `http` sets the status and Retry-After of an HTTP answer (Apollo takes it out of the body). */
export function rateLimited(cost: CostExtension, http: boolean): GraphQLError {
  const statuses = [cost.throttleStatus, cost.companyThrottleStatus].filter((s) => s !== undefined);
  const short = statuses.filter((s) => s.currentlyAvailable < cost.requestedQueryCost);
  const retryAfter = Math.max(1, Math.ceil(Math.max(0, ...short.map((s) => s.resetInMs)) / 1000));
  return new GraphQLError(
    `Too many requests: this one costs ${cost.requestedQueryCost.toLocaleString('en-IN')} and ${Math.min(...statuses.map((s) => s.currentlyAvailable)).toLocaleString('en-IN')} is left. Try again in ${retryAfter} s.`,
    {
      extensions: {
        code: 'RATE_LIMITED',
        retryAfter,
        cost,
        ...(http ? { http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) } } : {}),
      },
    },
  );
}

/**
 * Charges a signed-in viewer's operation to their own budget and their company's (an admin
 * has no company: their own only). Signed-out callers are not charged here: what they may
 * ask is limited per visitor by the public limits. Answers the cost to report, or null.
 */
export async function chargeOperation(
  limits: CostLimits,
  windowSeconds: number,
  ctx: Pick<Context, 'viewer'>,
  cost: number,
): Promise<{ allowed: boolean; cost: CostExtension } | null> {
  const viewer = await ctx.viewer().catch(() => null);
  if (!viewer) return null;
  const companyId = isAdmin(viewer) ? null : viewer.companyId;
  const spend = await limits.spend(cost, [
    // A script's key spends its own budget, so it cannot throttle its creator's browser; the
    // company's budget still bounds both together.
    { bucket: 'user', subject: viewer.apiKeyId ? `key:${viewer.apiKeyId}` : viewer.userId },
    ...(companyId ? [{ bucket: 'company' as const, subject: companyId }] : []),
  ]);
  const [user, company] = spend.statuses;
  return {
    allowed: spend.allowed,
    cost: {
      requestedQueryCost: cost,
      throttleStatus: throttleStatus(user!.status, windowSeconds),
      ...(company ? { companyThrottleStatus: throttleStatus(company.status, windowSeconds) } : {}),
    },
  };
}

/**
 * Charges each HTTP operation once it is known to be within the document limits, refuses it
 * with RATE_LIMITED and 429 when a budget is spent, and reports the cost and what is left in
 * the answer's `extensions.cost`.
 */
export function costLimitPlugin(
  schema: GraphQLSchema,
  limits: CostLimits,
  windowSeconds: number,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let charged: CostExtension | null = null;
      return {
        async didResolveOperation({ document, operationName, request, contextValue }) {
          const variables = request.variables ?? {};
          const nodes = countedNodes.get(request) ?? nodeCount(schema, document, operationName, variables);
          const cost = operationCost(schema, document, operationName, variables, nodes);
          const outcome = await chargeOperation(limits, windowSeconds, contextValue, cost);
          if (!outcome) return;
          if (!outcome.allowed) throw rateLimited(outcome.cost, true);
          charged = outcome.cost;
        },
        async willSendResponse({ response }) {
          if (!charged || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: charged };
        },
      };
    },
  };
}
