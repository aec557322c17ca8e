import { defineModule } from '../../module.js';
import { taxInvoiceResolvers } from './resolvers.js';

export default defineModule({ resolvers: taxInvoiceResolvers });
