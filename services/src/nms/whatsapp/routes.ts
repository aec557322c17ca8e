import {
  MSG,
  MessageTemplateCompanyInput,
  MessageTemplateRecordSchema,
  WhatsAppCredentialsEditInput,
  WhatsAppCredentialsRecordSchema,
} from '@parcelo/common';
import {
  answers,
  answersPage,
  badRequest,
  byIdsRoute,
  listBody,
  ok,
  pageOf,
  z,
  type ServiceApp,
  type ServiceContext,
} from '../../platform/index.js';
import type { NmsDB } from '../db.js';
import {
  addTemplate,
  credentialsOf,
  deleteTemplate,
  saveCredentials,
  templatesByIds,
  templatesOf,
  updateTemplate,
} from './service.js';

type Ctx = ServiceContext<NmsDB>;

const CompanyField = { companyId: z.string().uuid(MSG.notFound).optional() };
const IdParams = z.object({ id: z.string().uuid(MSG.notFound) });
const TemplateBody = MessageTemplateCompanyInput;
const TemplateAnswer = answers(z.object({ template: MessageTemplateRecordSchema }));

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
    async (request) => ok(await credentialsOf(db, await companyOf(ctx, request, request.query.companyId))),
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
      const companyId = await companyOf(ctx, request, request.body.companyId);
      return ok({ credentials: await saveCredentials(db, companyId, request.body) }, MSG.whatsAppCredentialsSaved);
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
      return ok(await templatesOf(db, companyId, pageOf(request.body)));
    },
  );

  /** Batch read for the BFF's loaders: only what the caller may see. */
  byIdsRoute(
    app,
    '/admin/templates/byIds',
    'templates',
    async (ids, request) => templatesByIds(db, (await ctx.auth.scope(request, undefined)).companyId, ids),
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
      const companyId = await companyOf(ctx, request, request.body.companyId);
      return ok({ template: await addTemplate(db, companyId, request.body) }, MSG.templateCreated);
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
      const { companyId } = await ctx.auth.scope(request, request.body.companyId);
      const template = await updateTemplate(db, companyId, request.params.id, request.body);
      return ok({ template }, MSG.templateUpdated);
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
      return ok({ deletedId: await deleteTemplate(db, companyId, request.params.id) }, MSG.templateDeleted);
    },
  );
}
