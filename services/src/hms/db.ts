import type { ColumnType, Selectable } from 'kysely';
import type { FieldUserCode } from '@parcelo/common';
import type { Refine } from '../platform/db.js';
import type { DB } from './db.generated.js';

export type HmsDB = Refine<
  DB,
  { salesmen: { usertype: ColumnType<FieldUserCode, FieldUserCode | undefined, FieldUserCode> } }
>;
/** A salesman (004) or promoter (005) of a brand's field team. */
export type FieldPersonRow = Selectable<HmsDB['salesmen']>;
