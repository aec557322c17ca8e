import { defineModule } from '../../module.js';

// The dashboard's resolvers arrive with the insights service routes; until then the schema
// alone lets the web app compile against it.
export default defineModule({ resolvers: {} });
