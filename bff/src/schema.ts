import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { mergeResolvers } from '@graphql-tools/merge';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/resolvers-types.js';
import { coreResolvers } from './modules/core/resolvers.js';
import { authResolvers } from './modules/auth/resolvers.js';
import { userResolvers } from './modules/users/resolvers.js';
import { companyResolvers } from './modules/companies/resolvers.js';
import { warehouseResolvers } from './modules/warehouses/resolvers.js';
import { orderResolvers } from './modules/orders/resolvers.js';
import { taskResolvers } from './modules/tasks/resolvers.js';
import { uploadResolvers } from './modules/uploads/resolvers.js';
import { channelResolvers } from './modules/channels/resolvers.js';
import { catalogueResolvers } from './modules/catalogue/resolvers.js';
import { inventoryResolvers } from './modules/inventory/resolvers.js';
import { fulfilmentResolvers } from './modules/fulfilment/resolvers.js';
import { trackingResolvers } from './modules/tracking/resolvers.js';
import { customerRequestResolvers } from './modules/customerRequests/resolvers.js';
import { messageResolvers } from './modules/messages/resolvers.js';
import { privacyResolvers } from './modules/privacy/resolvers.js';

/** The committed root schema.graphql (merged from the modules' SDL by codegen). */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function buildSchema(): GraphQLSchema {
  const resolvers: Resolvers = mergeResolvers([coreResolvers, authResolvers, userResolvers, companyResolvers, warehouseResolvers, orderResolvers, taskResolvers, uploadResolvers, channelResolvers, catalogueResolvers, inventoryResolvers, fulfilmentResolvers, trackingResolvers, customerRequestResolvers, messageResolvers, privacyResolvers]);
  return makeExecutableSchema({ typeDefs: readFileSync(SCHEMA_FILE, 'utf8'), resolvers: resolvers as never });
}
