import { defineServiceDomain } from '../../platform/index.js';
import type { HubDB } from '../db.js';
import { migrations } from './migrations.js';
import { lightningRoutes } from './routes.js';

export default defineServiceDomain<HubDB>({ migrations, routes: lightningRoutes });
