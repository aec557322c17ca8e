import { sql, type Kysely } from 'kysely';
import {
  activeSearchValue,
  fieldUserTypeOf,
  type FieldPersonInput,
  type FieldPersonRecord,
  type FieldPersonSearchOption,
  type FieldUserCode,
  type UserRecord,
} from '@parcelo/common';
import { likePattern, notFound, sortKey, type Page } from '../../platform/index.js';
import type { FieldPersonRow, HmsDB } from '../db.js';

type PersonRow = FieldPersonRow;

/** What the salesmen or promoters list is narrowed to: one kind of person, a brand, a search, active or not. */
export interface FieldPersonFilter {
  usertype: FieldUserCode;
  companyId?: string | undefined;
  searchOptionType?: FieldPersonSearchOption | undefined;
  searchValue?: string | undefined;
  active?: boolean | undefined;
}

const fullName = (r: Pick<PersonRow, 'first_name' | 'last_name'>) =>
  r.last_name ? `${r.first_name} ${r.last_name}` : r.first_name;

export const fieldPersonRecord = (r: PersonRow): FieldPersonRecord => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  companyId: r.company_id,
  usertype: r.usertype,
  name: fullName(r),
  isActive: r.is_active,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The field team's rows: each a UMS account (same id) working for one brand. */
export function fieldPeopleService(db: Kysely<HmsDB>) {
  const byId = (id: string) => db.selectFrom('salesmen').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    /** The row for an account UMS made; a repeat for the same account answers the first. */
    async create(user: UserRecord, input: FieldPersonInput) {
      await db
        .insertInto('salesmen')
        .values({
          id: user.id,
          first_name: input.firstName,
          last_name: input.lastName || null,
          phone: user.phone,
          company_id: input.companyId,
          usertype: input.usertype,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return fieldPersonRecord((await byId(user.id))!);
    },

    /** The person of this id and kind; anyone else is not found. */
    async ofType(id: string, usertype: FieldUserCode) {
      const row = await byId(id);
      if (!row || row.usertype !== usertype) throw notFound();
      return row;
    },

    /** The row after UMS took the change: the name split as the form's, the phone as UMS keeps it. */
    async update(id: string, change: { firstName: string; lastName: string | null; phone: string; active: boolean }) {
      const row = await db
        .updateTable('salesmen')
        .set({
          first_name: change.firstName,
          last_name: change.lastName,
          phone: change.phone,
          is_active: change.active,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return fieldPersonRecord(row);
    },

    /** A page of the list, with the count of all the filter finds. */
    async list(filter: FieldPersonFilter, page: Page, by: 'created_at' | 'name') {
      let q = db.selectFrom('salesmen').where('usertype', '=', filter.usertype);
      if (filter.companyId) q = q.where('company_id', '=', filter.companyId);
      if (filter.active !== undefined) q = q.where('is_active', '=', filter.active);
      const value = filter.searchValue?.trim();
      if (value) {
        if (filter.searchOptionType === 'phone')
          q = q.where('phone', 'like', likePattern(value.replace(/^(\+91|0)/, ''), 'prefix'));
        else if (filter.searchOptionType === 'active') {
          const active = activeSearchValue(value);
          q = active === null ? q.where(sql<boolean>`false`) : q.where('is_active', '=', active);
        } else
          q = q.where(
            sql<string>`first_name || coalesce(' ' || last_name, '')`,
            'ilike',
            likePattern(value, 'contains'),
          );
      }
      const sorted =
        by === 'name'
          ? q.orderBy(sortKey('first_name'), page.order).orderBy(sql`lower(coalesce(last_name, ''))`, page.order)
          : q.orderBy('created_at', page.order);
      const [rows, total] = await Promise.all([
        sorted.selectAll().orderBy('id', page.order).limit(page.limit).offset(page.offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { people: rows.map(fieldPersonRecord), totalCount: Number(total.n) };
    },

    /** A brand's active salesmen (or every brand's, when none is named), by name. */
    activeSalesmen(companyId: string | undefined) {
      let q = db
        .selectFrom('salesmen')
        .select(['id', 'first_name', 'last_name', 'phone'])
        .where('is_active', '=', true)
        .where('usertype', '=', '004');
      if (companyId) q = q.where('company_id', '=', companyId);
      return q.orderBy('first_name').orderBy('id').execute();
    },

    async byIds(ids: readonly string[]) {
      const rows = await db
        .selectFrom('salesmen')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(fieldPersonRecord);
    },
  };
}

export type FieldPeopleService = ReturnType<typeof fieldPeopleService>;

/** How the CSV names a kind of person. */
export const fieldTypeLabel = (code: FieldUserCode) => (fieldUserTypeOf(code) === 'salesman' ? 'Salesman' : 'Promoter');
