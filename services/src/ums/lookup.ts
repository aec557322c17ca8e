import type { Kysely } from 'kysely';
import { MSG, classifyLogin } from '@parcelo/common';
import { conflict } from '../platform/index.js';
import type { UmsDB, UserRow } from './db.js';

/** Phones are stored as their 10 digits; +91 or a leading 0 is dropped on the way in. */
export const normalisePhone = (p: string) => p.trim().replace(/^(\+91|0)/, '');
export const normaliseEmail = (e: string) => e.trim().toLowerCase();

export async function findUserByLogin(db: Kysely<UmsDB>, login: string): Promise<UserRow | undefined> {
  const kind = classifyLogin(login);
  const q = db.selectFrom('users').selectAll();
  if (kind === 'email') return q.where('email', '=', normaliseEmail(login)).executeTakeFirst();
  if (kind === 'phone') return q.where('phone', '=', normalisePhone(login)).executeTakeFirst();
  return q.where('username', '=', login.trim().toLowerCase()).executeTakeFirst();
}

export async function findUser(db: Kysely<UmsDB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Throws the field's 'already exists' message when another account holds the email or phone. */
export async function assertContactFree(
  db: Kysely<UmsDB>,
  email: string,
  phone: string,
  exceptUserId?: string,
): Promise<void> {
  const taken = await takenContact(db, email, phone, exceptUserId);
  if (taken) throw conflict(taken === 'email' ? MSG.emailTaken : MSG.phoneTaken, taken);
}

/** Which of email/phone another account already holds. */
async function takenContact(
  db: Kysely<UmsDB>,
  email: string,
  phone: string,
  exceptUserId?: string,
): Promise<'email' | 'phone' | null> {
  let q = db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]));
  if (exceptUserId) q = q.where('id', '!=', exceptUserId);
  const rows = await q.execute();
  if (rows.some((r) => r.email === email)) return 'email';
  if (rows.some((r) => r.phone === phone)) return 'phone';
  return null;
}
