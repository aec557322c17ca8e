import { MESSAGE_TEMPLATE_PURPOSE_LABELS, MSG, type MessageTemplateInput, fill } from '@parcelo/common';
import type { Kysely } from 'kysely';
import { conflict, notFound } from '../../platform/index.js';
import type { NmsDB } from '../db.js';
import type { TemplateRow } from './records.js';

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
