import { defineServiceDomain } from '../../platform/index.js';
import type { OmsDB } from '../db.js';
import { lightningRoutes } from './routes.js';

export default defineServiceDomain<OmsDB>({ migrations: {}, routes: lightningRoutes });
