import { defineModule } from '../../module.js';
import { coreResolvers } from './resolvers.js';

/** The scalars, the Node interface and `node(id:)`, which answers for every module's node types. */
export default defineModule({ resolvers: coreResolvers });
