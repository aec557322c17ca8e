import type { DB } from './db.generated.js';

export type HubDB = DB;
