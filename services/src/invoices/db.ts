import type { Selectable } from 'kysely';
import type { DB } from './db.generated.js';

export type InvoicesDB = DB;
export type InvoiceRow = Selectable<DB['invoices']>;
