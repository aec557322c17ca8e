import { randomUUID } from 'node:crypto';
import {
  MSG,
  MessageTemplateCompanyInput,
  MessageTemplateRecordSchema,
  WhatsAppCredentialsEditInput,
  WhatsAppCredentialsRecordSchema,
  fill,
} from '@parcelo/common';
import { sealSecret } from '@parcelo/common/secrets';
import {
  answers,
  byIdsRoute,
  badRequest,
  conflict,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
  answersPage,
} from '../../platform/index.js';
import type { NmsDB } from '../db.js';
import { credentialsRecord, ndrRoute, templateRecord } from './records.js';
import { clash, ownTemplate } from './service.js';

type Ctx = ServiceContext<NmsDB>;

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const TemplateBody = MessageTemplateCompanyInput;
const TemplateAnswer = answers(z.object({ template: MessageTemplateRecordSchema }));

/** Postgres's answer when a unique index refuses a row. */
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

async function companyOf(ctx: Ctx, request: Parameters<Ctx['auth']['scope']>[0], named: string | undefined) {
  const { companyId } = await ctx.auth.scope(request, named);
  if (!companyId) throw badRequest(MSG.selectCompany, 'companyId', 'REQUIRED');
  return companyId;
}

/**
 * The WhatsApp service: a company's provider account (userId, password, number) and its
 * message templates, one of which may be its ndr message. Sellers work on their company's;
 * admins on the company they name. The password is kept sealed and never answered.
 */
export function whatsAppRoutes(app: ServiceApp, ctx: Ctx) {
  accountRoutes(app, ctx);
  templateReadRoutes(app, ctx);
  templateWriteRoutes(app, ctx);
}

function accountRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /** The company's provider account, without its password (null before one is saved), and how its NDR texts go. */
  app.get(
    '/messaging-provider/credential',
    {
      config: { access: 'member' },
      schema: {
        querystring: z.object(CompanyField),
        response: answers(
          z.object({
            credentials: WhatsAppCredentialsRecordSchema.nullable(),
            ndrChannel: z.enum(['sms', 'whatsapp']),
          }),
        ),
      },
    },
    async (request) => {
      const companyId = await companyOf(ctx, request, request.query.companyId);
      const row = await db
        .selectFrom('whatsapp_credentials')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      const { channel } = await ndrRoute(db, companyId);
      return ok({ credentials: row ? credentialsRecord(row) : null, ndrChannel: channel });
    },
  );

  /** Saves the company's provider account; a blank password keeps the stored one. */
  app.post(
    '/messaging-provider/credential',
    {
      config: { access: 'member', adminPermission: 'whatsapp' },
      schema: {
        body: WhatsAppCredentialsEditInput.extend(CompanyField),
        response: answers(z.object({ credentials: WhatsAppCredentialsRecordSchema })),
      },
    },
    async (request) => {
      const body = request.body;
      const companyId = await companyOf(ctx, request, body.companyId);
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
      return ok({ credentials: credentialsRecord(row) }, MSG.whatsAppCredentialsSaved);
    },
  );
}

function templateReadRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /** A company's templates, newest first. */
  app.post(
    '/admin/templates',
    {
      config: { access: 'member' },
      schema: {
        body: listBody(CompanyField, ['createdAt'] as const),
        response: answersPage('templates', MessageTemplateRecordSchema),
      },
    },
    async (request) => {
      const companyId = await companyOf(ctx, request, request.body.where.companyId);
      const { limit, offset, order } = pageOf(request.body);
      const q = db.selectFrom('message_templates').where('company_id', '=', companyId);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('created_at', order).orderBy('id', order).limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ templates: rows.map(templateRecord), totalCount: Number(total.n) });
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/admin/templates/byIds',
    'templates',
    async (ids, request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      let q = db.selectFrom('message_templates').selectAll().where('id', 'in', ids);
      if (companyId) q = q.where('company_id', '=', companyId);
      return (await q.execute()).map(templateRecord);
    },
    { record: MessageTemplateRecordSchema },
  );
}

function templateWriteRoutes(app: ServiceApp, ctx: Ctx) {
  const { db } = ctx;

  /**
   * Adds a template. Its name is the natural key: sending the same template again answers
   * the one there is; another body under a taken name is refused.
   */
  app.post(
    '/admin/template',
    {
      config: { access: 'member', adminPermission: 'whatsapp', idempotent: true },
      schema: { body: TemplateBody, response: TemplateAnswer },
    },
    async (request) => {
      const body = request.body;
      const companyId = await companyOf(ctx, request, body.companyId);
      const purpose = body.purpose ?? null;
      try {
        const row = await db.transaction().execute(async (tx) => {
          const { sameName } = await clash(tx, companyId, body, null);
          if (sameName) {
            if (
              sameName.name === body.templateName &&
              sameName.body === body.messageBody &&
              sameName.purpose === purpose
            )
              return sameName;
            throw conflict(fill(MSG.templateNameTaken, { name: sameName.name }), 'templateName');
          }
          return tx
            .insertInto('message_templates')
            .values({
              id: randomUUID(),
              company_id: companyId,
              name: body.templateName,
              body: body.messageBody,
              purpose,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return ok({ template: templateRecord(row) }, MSG.templateCreated);
      } catch (err) {
        // Two adds at once: the index refused the second.
        if (isUniqueViolation(err))
          throw conflict(fill(MSG.templateNameTaken, { name: body.templateName }), 'templateName');
        throw err;
      }
    },
  );

  /** Changes a template's name, body or purpose. */
  app.patch(
    '/admin/template/:id',
    {
      config: { access: 'member', adminPermission: 'whatsapp' },
      schema: { params: IdParams, body: TemplateBody, response: TemplateAnswer },
    },
    async (request) => {
      const body = request.body;
      const { companyId } = await ctx.auth.scope(request, body.companyId);
      try {
        const row = await db.transaction().execute(async (tx) => {
          const own = await ownTemplate(tx, companyId, request.params.id);
          const { sameName } = await clash(tx, own.company_id, body, own.id);
          if (sameName) throw conflict(fill(MSG.templateNameTaken, { name: sameName.name }), 'templateName');
          return tx
            .updateTable('message_templates')
            .set({
              name: body.templateName,
              body: body.messageBody,
              purpose: body.purpose ?? null,
              updated_at: new Date(),
            })
            .where('id', '=', own.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return ok({ template: templateRecord(row) }, MSG.templateUpdated);
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict(fill(MSG.templateNameTaken, { name: body.templateName }), 'templateName');
        throw err;
      }
    },
  );

  /** Deletes a template; NDR texts go by SMS again when it was the ndr message. */
  app.delete(
    '/admin/template/:id',
    {
      config: { access: 'member', adminPermission: 'whatsapp' },
      schema: { params: IdParams, response: answers(z.object({ deletedId: z.string() })) },
    },
    async (request) => {
      const { companyId } = await ctx.auth.scope(request, undefined);
      const row = await db.transaction().execute(async (tx) => {
        const own = await ownTemplate(tx, companyId, request.params.id);
        await tx.deleteFrom('message_templates').where('id', '=', own.id).execute();
        return own;
      });
      return ok({ deletedId: row.id }, MSG.templateDeleted);
    },
  );
}
