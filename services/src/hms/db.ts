import type { DB } from './db.generated.js';

export type HmsDB = DB;
