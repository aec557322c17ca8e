import { defineServiceDomain } from '../../platform/index.js';
import type { HubDB } from '../db.js';
import { migrations } from './migrations.js';
import { tripRoutes } from './routes.js';

export default defineServiceDomain<HubDB>({ migrations, routes: tripRoutes });
