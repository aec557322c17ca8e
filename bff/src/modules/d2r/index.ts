import { defineModule } from '../../module.js';
import { d2rResolvers } from './resolvers.js';

export default defineModule({ resolvers: d2rResolvers });
