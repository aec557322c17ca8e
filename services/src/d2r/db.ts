import type { Selectable } from 'kysely';
import type { DB } from './db.generated.js';

export type D2rDB = DB;
export type StoreAddressRow = Selectable<DB['store_addresses']>;
