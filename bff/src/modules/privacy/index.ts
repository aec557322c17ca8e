import { defineModule } from '../../module.js';
import { privacyResolvers } from './resolvers.js';

export default defineModule({ resolvers: privacyResolvers });
