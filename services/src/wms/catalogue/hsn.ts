import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { likePattern } from '../../platform/index.js';
import type { WmsDB } from '../db.js';

const HSN_FILE = fileURLToPath(new URL('./hsn-codes.csv', import.meta.url));

/** The shipped table: `code,description`, descriptions quoted when they hold commas. */
export function readHsnFile(text = readFileSync(HSN_FILE, 'utf8')): { code: string; description: string }[] {
  const rows: { code: string; description: string }[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const m = /^(\d+),(?:"((?:[^"]|"")*)"|(.*))$/.exec(line.trim());
    if (m) rows.push({ code: m[1]!, description: (m[2] ?? m[3] ?? '').replace(/""/g, '"').trim() });
  }
  return rows;
}

/** Loads the shipped HSN table when the database holds fewer codes than the file. */
export async function loadHsnCodes(db: Kysely<WmsDB>): Promise<void> {
  const rows = readHsnFile();
  const { n } = await db
    .selectFrom('hsn_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= rows.length) return;
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('hsn_codes')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.column('code').doUpdateSet({ description: (eb) => eb.ref('excluded.description') }))
      .execute();
  }
}

/** The words of a search as the description match takes them: letters and digits only, at most six. */
export const hsnSearchWords = (search: string) => (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 6);

/**
 * Codes starting with the digits typed; or descriptions with a word starting with each word
 * typed ('tea' finds tea, not steaming), whole words before prefixes, and headings (the
 * shorter codes) before the lines under them.
 */
export async function searchHsn(db: Kysely<WmsDB>, search: string, limit = 20) {
  const s = search.trim();
  if (!s) return [];
  const q = db.selectFrom('hsn_codes').select(['code', 'description']);
  if (/^\d+$/.test(s))
    return q
      .where('code', 'like', likePattern(s, 'prefix'))
      .orderBy(sql`length(code)`)
      .orderBy('code')
      .limit(limit)
      .execute();
  const words = hsnSearchWords(s);
  if (!words.length) return [];
  // Only letters and digits reach the patterns, so nothing typed is read as a regular expression.
  const wholeWords = sql.join(
    words.map((w) => sql`(lower(description) ~ ${`\\m${w}\\M`})::int`),
    sql` + `,
  );
  let found = q;
  for (const w of words) found = found.where(sql<boolean>`lower(description) ~ ${`\\m${w}`}`);
  return found
    .orderBy(sql`${wholeWords}`, 'desc')
    .orderBy(sql`length(code)`)
    .orderBy('code')
    .limit(limit)
    .execute();
}
