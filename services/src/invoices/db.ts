import type { Selectable } from 'kysely';
import type { CodRemittanceStatus } from '@parcelo/common';
import type { BulkJobsDB } from '../platform/index.js';
import type { Refine } from '../platform/db.js';
import type { DB } from './db.generated.js';

export type InvoicesDB = Refine<
  DB,
  {
    bulk_jobs: BulkJobsDB['bulk_jobs'];
    bulk_job_rows: BulkJobsDB['bulk_job_rows'];
    cod_remittances: { status: CodRemittanceStatus };
  }
>;
export type InvoiceRow = Selectable<DB['invoices']>;
export type CodRemittanceRow = Selectable<InvoicesDB['cod_remittances']>;
export type D2rCollectionRow = Selectable<DB['d2r_collections']>;
