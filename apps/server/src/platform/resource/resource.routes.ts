import {
  allows,
  apiPath,
  entityAnswers,
  entityKeys,
  envelopeSchema,
  idQuerySchema,
  idsBodySchema,
  listSchema,
  permissionOf,
  PROTECTED_EXPORTS,
  pickerPermissions,
  saveInputSchema,
  saveSchema,
  sessionDecided,
  translate,
  VERIFY_CODE_HEADER,
  XLSX_TYPE,
} from '@kg/domain';
import '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../context.js';
import { z } from 'zod';
import { assertPermission, sessionOf } from '../access.plugin.js';
import { answerSchema } from '../endpoint.js';
import { ok, okJson } from '../envelope.js';
import { checkAnswer } from '../answer-serializer.js';
import { requestLocale, t } from '../i18n.js';
import { type ModuleRoutes, typed } from '../module.js';
import { parseOrThrow } from '../validation.js';
import type { ResourceService } from './resource.service.js';
import { exportXlsx } from './xlsx-export.js';
import { receiveSheet, runImport } from './import.service.js';
import { importTemplate } from './xlsx-import.js';
import { badRequest } from '../errors.js';

const XLSX = XLSX_TYPE;

/**
 * The generic calls of docs/architecture.md section 4 for one declared entity, each with its permission code.
 * Custom routes of the same resource are registered beside these, never instead of them.
 */
export function resourceRoutes(service: ResourceService): ModuleRoutes {
  const entity = service.entity;
  const path = (call: string) => apiPath(entity, call);
  const perm = (action: string) => permissionOf(entity, action);
  // Typed once here: an object literal of one code checked against every route's Access grew past tsc's union limit.
  const allowed = (action: string): Access => ({ permission: perm(action) });
  const list = listSchema(entity);
  const ids = (body: { id?: string; ids?: string[] }) => body.ids ?? (body.id ? [body.id] : []);
  const answers = entityAnswers(entity);
  const listAnswer = envelopeSchema(answers.list);
  // Filed under the entity's area, each call with its answer (docs/architecture.md, section 4).
  const doc = (summary: string, answer: Parameters<typeof answerSchema>[0]) => ({ tags: [entity.area], summary: `${entity.name}: ${summary}`, response: answerSchema(answer) });
  const file = { file: XLSX };

  return async (app, deps) => {
    const r = typed(app);

    r.post(
      path('list'),
      { config: { access: allowed('view') }, schema: { body: list.optional(), ...doc('a page of rows, filtered and sorted', answers.list) } },
      async (req, reply) => {
        const query = req.body ?? list.parse({});
        // The page as the database wrote it; an entity it cannot write so is presented here.
        const data = deps.config.listsInDatabase ? await service.listJson(sessionOf(req), query, requestLocale(req)) : undefined;
        if (data === undefined) return ok(await service.list(sessionOf(req), query, requestLocale(req)));
        const answer = okJson(reply, data);
        if (deps.config.checkAnswers) checkAnswer(listAnswer, JSON.parse(answer), 'POST', path('list'));
        return answer;
      },
    );

    r.get(
      path('get'),
      { config: { access: allowed('view') }, schema: { querystring: idQuerySchema.extend({ lang: z.string().max(16).optional() }), ...doc('one row', answers.get) } },
      async (req) => ok(await service.get(sessionOf(req), req.query.id, requestLocale(req))),
    );

    // A picker answers who may read the entity or edit a form that picks it, never any signed-in user.
    r.get(
      path('options'),
      {
        config: { access: { permission: pickerPermissions(entity) } },
        schema: {
          querystring: z.looseObject({ q: z.string().trim().max(64).optional(), ids: z.string().max(4000).optional() }),
          ...doc("a picker's labels (live, enabled rows in reach, or the ids asked)", answers.options),
        },
      },
      async (req) => {
        const { q, ids: idList, lang: _lang, ...filters } = req.query as Record<string, string | undefined>;
        const wanted = idList ? parseOrThrow(z.array(z.uuid()).max(100), idList.split(',').filter(Boolean)) : undefined;
        return ok(await service.pickerOptions(sessionOf(req), { q, ids: wanted, filters }, requestLocale(req)));
      },
    );

    if (allows(entity, 'create') || allows(entity, 'update')) {
      r.post(
        path('save'),
        {
          // An entity that is only edited (created elsewhere: a kindergarten's record) has no add code.
          config: { access: { permission: [...(allows(entity, 'create') ? [perm('add')] : []), ...(allows(entity, 'update') ? [perm('edit')] : [])] } },
          // The real body, documented; checked below, after the permission of the one it is (add or edit).
          schema: { body: saveInputSchema(entity), ...doc('creates a row, or updates one over the version read', answers.save) },
          validatorCompiler: () => (value) => ({ value }),
        },
        async (request) => {
          const req = request as typeof request & { body: { id?: string } & Record<string, unknown> };
          const creating = !req.body.id;
          if (!allows(entity, creating ? 'create' : 'update')) {
            // The allowed form's schema names a bad field first: an entity only edited refuses a body without
            // its id, one only filed (feedback) an id that is no id.
            if (creating && allows(entity, 'update')) parseOrThrow(saveSchema(entity, false), req.body);
            if (!creating && allows(entity, 'create')) parseOrThrow(saveSchema(entity, true), req.body);
            throw Object.assign(new Error('not allowed'), { statusCode: 405 });
          }
          await assertPermission(req, perm(creating ? 'add' : 'edit'));
          const session = sessionOf(req);
          // What the session decides (a kindergarten's own rows belong to it) may be left out of a new row.
          const body = creating ? { ...sessionDecided(entity, session), ...req.body } : req.body;
          // An update carries the version it was made from (updatedAt as read): see saveSchema.
          const input = parseOrThrow(saveSchema(entity, creating), body);
          const { record, extra } = await service.save(session, input, requestLocale(req));
          return ok({ ...record, ...(extra ? { _once: extra } : {}) }, t(req, 'success.saved'));
        },
      );
    }

    if (allows(entity, 'delete')) {
      r.post(path('delete'), { config: { access: allowed('delete') }, schema: { body: idsBodySchema, ...doc('deletes rows (soft)', answers.count) } }, async (req) => {
        const n = await service.delete(sessionOf(req), ids(req.body));
        return ok({ count: n }, t(req, 'success.deleted'));
      });
    }

    for (const action of Object.keys(entity.status?.transitions ?? {})) {
      r.post(path(action), { config: { access: allowed(action) }, schema: { body: idsBodySchema, ...doc(action, answers.count) } }, async (req) => {
        const n = await service.transition(sessionOf(req), action, ids(req.body));
        return ok({ count: n }, t(req, 'success.ok'));
      });
    }

    if (entity.tree) {
      r.get(
        path('tree'),
        {
          config: { access: allowed('view') },
          schema: {
            querystring: z.looseObject({ parentId: z.union([z.literal('0'), z.uuid()]).default('0') }),
            ...doc('the tree (from the roots, or the children of one row)', answers.tree),
          },
        },
        async (req) => ok(await service.tree(sessionOf(req), req.query.parentId, requestLocale(req))),
      );
    }

    if (allows(entity, 'import')) {
      r.get(path('importTemplate'), { config: { access: allowed('import'), rateBucket: 'export' }, schema: doc('the xlsx to fill in for an import', file) }, async (req, reply) => {
        const locale = requestLocale(req);
        const name = `${translate(locale, entityKeys.title(entity))}-${translate(locale, 'sheet.importTemplate')}.xlsx`;
        reply.header('content-type', XLSX);
        reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        return reply.send(await importTemplate(entity, locale, Object.keys(sessionDecided(entity, sessionOf(req)))));
      });

      r.post(
        path('import'),
        {
          config: { access: allowed('import'), rateBucket: 'import' },
          schema: { ...doc('imports the rows of an xlsx (multipart, field file)', answers.count), consumes: ['multipart/form-data'] },
        },
        async (req) => {
          const locale = requestLocale(req);
          const buffer = await receiveSheet(req, deps.config.imports);
          const result = await runImport(service, sessionOf(req), buffer, locale, deps.resources, deps.db, deps.config.imports);
          if (Array.isArray(result)) throw badRequest(result, 'error.importFailed');
          return ok({ count: result }, t(req, 'success.imported', { count: result }));
        },
      );
    }

    if (allows(entity, 'export')) {
      const purpose = PROTECTED_EXPORTS[entity.name];
      const exportHandler = async (filters: unknown, req: FastifyRequest, reply: FastifyReply) => {
        const locale = requestLocale(req);
        const query = parseOrThrow(list, { ...(filters as object), pageNumber: 1, pageSize: 10 });
        // Personal data asks for a code sent to the organisation's phone on record (issue 16).
        if (purpose) await deps.codes.require(sessionOf(req), purpose, req.headers[VERIFY_CODE_HEADER]?.toString());
        const records = await service.all(sessionOf(req), query, locale);
        const name = `${translate(locale, entityKeys.title(entity))}-${new Date().toISOString().slice(0, 10)}.xlsx`;
        reply.header('content-type', XLSX);
        reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        return reply.send(await exportXlsx(entity, records, locale));
      };
      const exported = { body: list.partial().omit({ pageNumber: true, pageSize: true }).optional(), ...doc('every row the filters select, as xlsx', file) };
      r.post(path('export'), { config: { access: allowed('export'), rateBucket: 'export' }, schema: exported, validatorCompiler: () => (value) => ({ value }) }, (req, reply) =>
        exportHandler(req.body ?? {}, req, reply),
      );
      r.get(
        path('export'),
        { config: { access: allowed('export'), rateBucket: 'export' }, schema: doc('every row the filters (in the query) select, as xlsx', file) },
        (req, reply) => {
          const { lang: _lang, ...filters } = req.query as Record<string, unknown>;
          return exportHandler(filters, req, reply);
        },
      );
    }
  };
}
