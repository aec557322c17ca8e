import { randomUUID } from 'node:crypto';
import {
  MESSAGE_TEMPLATE_PURPOSE_LABELS,
  MSG,
  type MessageTemplateInput,
  type WhatsAppCredentialsEditInput,
  fill,
} from '@parcelo/common';
import { sealSecret } from '@parcelo/common/secrets';
import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound, type Page } from '../../platform/index.js';
import type { NmsDB } from '../db.js';
import { credentialsRecord, ndrRoute, templateRecord, type TemplateRow } from './records.js';

/** Postgres's answer when a unique index refuses a row. */
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Two writes under one name at once: the index refused the second, said as a taken name is. */
async function nameGuarded<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(fill(MSG.templateNameTaken, { name }), 'templateName');
    throw err;
  }
}

/** The caller's template; another company's (or an unknown id) is NOT_FOUND. */
export async function ownTemplate(tx: Kysely<NmsDB>, companyId: string | undefined, id: string) {
  let q = tx.selectFrom('message_templates').selectAll().where('id', '=', id);
  if (companyId) q = q.where('company_id', '=', companyId);
  const row = await q.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The same name or purpose taken by another of the company's templates, in the spec's words. */
export async function clash(
  tx: Kysely<NmsDB>,
  companyId: string,
  t: MessageTemplateInput,
  except: string | null,
): Promise<{ sameName: TemplateRow | undefined }> {
  const rows = await tx
    .selectFrom('message_templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), '=', t.templateName.toLowerCase()),
        ...(t.purpose ? [eb('purpose', '=', t.purpose)] : []),
      ]),
    )
    .execute();
  const others = rows.filter((r) => r.id !== except);
  const sameName = others.find((r) => r.name.toLowerCase() === t.templateName.toLowerCase());
  const samePurpose = others.find((r) => t.purpose && r.purpose === t.purpose && r !== sameName);
  if (samePurpose && t.purpose)
    throw conflict(
      fill(MSG.templatePurposeTaken, {
        name: samePurpose.name,
        purpose: MESSAGE_TEMPLATE_PURPOSE_LABELS[t.purpose],
      }),
      'purpose',
    );
  return { sameName };
}

/** The company's provider account without its password (null before one is saved), and how its NDR texts go. */
export async function credentialsOf(db: Kysely<NmsDB>, companyId: string) {
  const row = await db
    .selectFrom('whatsapp_credentials')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const { channel } = await ndrRoute(db, companyId);
  return { credentials: row ? credentialsRecord(row) : null, ndrChannel: channel };
}

/** Saves the company's provider account; a blank password keeps the stored one, and a first save needs one. */
export async function saveCredentials(db: Kysely<NmsDB>, companyId: string, body: WhatsAppCredentialsEditInput) {
  const row = await db.transaction().execute(async (tx) => {
    const stored = await tx
      .selectFrom('whatsapp_credentials')
      .select('password_sealed')
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!body.password && !stored) throw badRequest(MSG.required, 'password', 'REQUIRED');
    const values = {
      provider_company_id: body.providerCompanyId,
      user_id: body.userId,
      whatsapp_number: body.whatsAppNumber,
      password_sealed: body.password ? sealSecret(body.password) : stored!.password_sealed,
      updated_at: new Date(),
    };
    return tx
      .insertInto('whatsapp_credentials')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return credentialsRecord(row);
}

/** A company's templates, newest first, one page of them and how many there are. */
export async function templatesOf(db: Kysely<NmsDB>, companyId: string, { limit, offset, order }: Page) {
  const q = db.selectFrom('message_templates').where('company_id', '=', companyId);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { templates: rows.map(templateRecord), totalCount: Number(total.n) };
}

/** The templates of those ids the caller may see: its company's, or any for an admin (no company). */
export async function templatesByIds(db: Kysely<NmsDB>, companyId: string | undefined, ids: string[]) {
  let q = db.selectFrom('message_templates').selectAll().where('id', 'in', ids);
  if (companyId) q = q.where('company_id', '=', companyId);
  return (await q.execute()).map(templateRecord);
}

/**
 * Adds a template. Its name is the natural key: the same template sent again answers the one
 * there is; another body under a taken name is refused.
 */
export function addTemplate(db: Kysely<NmsDB>, companyId: string, body: MessageTemplateInput) {
  const purpose = body.purpose ?? null;
  return nameGuarded(body.templateName, async () => {
    const row = await db.transaction().execute(async (tx) => {
      const { sameName } = await clash(tx, companyId, body, null);
      if (sameName) {
        if (sameName.name === body.templateName && sameName.body === body.messageBody && sameName.purpose === purpose)
          return sameName;
        throw conflict(fill(MSG.templateNameTaken, { name: sameName.name }), 'templateName');
      }
      return tx
        .insertInto('message_templates')
        .values({ id: randomUUID(), company_id: companyId, name: body.templateName, body: body.messageBody, purpose })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return templateRecord(row);
  });
}

/** Changes one of the caller's templates: its name, body or purpose. */
export function updateTemplate(
  db: Kysely<NmsDB>,
  companyId: string | undefined,
  id: string,
  body: MessageTemplateInput,
) {
  return nameGuarded(body.templateName, async () => {
    const row = await db.transaction().execute(async (tx) => {
      const own = await ownTemplate(tx, companyId, id);
      const { sameName } = await clash(tx, own.company_id, body, own.id);
      if (sameName) throw conflict(fill(MSG.templateNameTaken, { name: sameName.name }), 'templateName');
      return tx
        .updateTable('message_templates')
        .set({ name: body.templateName, body: body.messageBody, purpose: body.purpose ?? null, updated_at: new Date() })
        .where('id', '=', own.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return templateRecord(row);
  });
}

/** Deletes one of the caller's templates; NDR texts go by SMS again when it was the ndr message. */
export async function deleteTemplate(db: Kysely<NmsDB>, companyId: string | undefined, id: string) {
  return db.transaction().execute(async (tx) => {
    const own = await ownTemplate(tx, companyId, id);
    await tx.deleteFrom('message_templates').where('id', '=', own.id).execute();
    return own.id;
  });
}
