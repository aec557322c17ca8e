import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { mergeResolvers } from '@graphql-tools/merge';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './generated/resolvers-types.js';
import { modules } from './generated/modules.js';

/** The committed root schema.graphql (merged from the modules' SDL by codegen). */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function buildSchema(): GraphQLSchema {
  const resolvers: Resolvers = mergeResolvers(modules.map((m) => m.resolvers));
  return makeExecutableSchema({ typeDefs: readFileSync(SCHEMA_FILE, 'utf8'), resolvers: resolvers as never });
}
