import type { ClusterRecord } from '@parcelo/common';
import type { JsonColumn, Refine } from '../platform/db.js';
import type { DB } from './db.generated.js';

export type HubDB = Refine<DB, { clusters: { address: JsonColumn<ClusterRecord['address']> } }>;
