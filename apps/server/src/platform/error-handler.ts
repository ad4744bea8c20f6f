import { type FieldError, localeFromApiLang, translate } from '@kg/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { causes, classifyDbError } from './db-errors.js';
import { AppError } from './errors.js';
import { requestLocale } from './i18n.js';
import { FailureTally, serializeError } from './log-serializers.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** Framework errors a client can cause, and the message each one deserves. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.payloadTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'error.payloadTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'error.notMultipart',
};

const NO_SPACE_RETRY_SECONDS = 60;

/**
 * Every error leaves as the envelope, translated, without a stack trace. A database that cannot be
 * reached or is too slow answers 503 with Retry-After, one without room 507; the log gets one short
 * line per kind of failure and then a count, never a statement's parameters.
 */
export function installErrorHandler(app: FastifyInstance, { retryAfterSeconds = 5 } = {}): void {
  const tally = new FailureTally();
  const logOnce = (level: 'warn' | 'error', error: unknown, msg: string, log: FastifyInstance['log']) => {
    const described = serializeError(error);
    const suppressed = tally.admit(`${msg}|${String(described.statement ?? described.type)}|${String(described.code ?? '')}`);
    if (suppressed !== undefined) log[level]({ err: error, ...(suppressed ? { suppressed } : {}) }, msg);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const send = (status: number, key: string, data: unknown = null, params?: Record<string, string | number>) =>
      reply.status(status).send({ code: status, txt: translate(locale, key, params), data });

    // drizzle wraps what the database layer throws (a refused write, abandoned work) in its own error.
    const appError = [...causes(error)].find((e): e is AppError => e instanceof AppError);
    if (appError) {
      if (appError.retryAfter !== undefined) reply.header('retry-after', String(appError.retryAfter));
      // A field's own params (a range's bounds) translate its message and are not sent.
      const fields = appError.fields?.map(({ params, ...f }) => ({ ...f, message: translate(locale, f.message, params ?? appError.params) }));
      return send(appError.status, appError.key, fields ?? null, appError.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        // A custom issue's values (a range's bounds) travel in its params.
        message: translate(locale, v.message ?? 'validation.invalid', issueParams(v.params)),
      }));
      const first = fields[0];
      return reply.status(400).send({
        code: 400,
        txt: first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : translate(locale, 'error.badRequest'),
        data: fields,
      });
    }
    const failure = classifyDbError(error);
    if (failure === 'unavailable') {
      logOnce('warn', error, 'database unavailable', request.log);
      reply.header('retry-after', String(retryAfterSeconds));
      return send(503, 'error.unavailable');
    }
    if (failure === 'noSpace') {
      logOnce('error', error, 'no space left for the database', request.log);
      reply.header('retry-after', String(NO_SPACE_RETRY_SECONDS));
      return send(507, 'error.diskFull');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // Whatever refused (a plugin's own limit), a 429 says when to come back.
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after')) || 60));
      reply.header('retry-after', String(seconds));
      return send(429, 'error.tooManyRequests', null, { seconds });
    }
    if (status >= 400 && status < 500) return send(status, CLIENT_ERRORS[error.code] ?? 'error.badRequest');
    logOnce('error', error, 'request failed', request.log);
    return send(500, 'error.server');
  });
}

/**
 * Errors the router raises before a request has a route (Fastify's `frameworkErrors`): a path that is
 * not valid percent-encoded UTF-8, or a path parameter too long. They leave as the envelope too,
 * translated (the querystring is not parsed yet, so its `lang` is read from the raw URL).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = /[?&]lang=([A-Za-z_]+)/.exec(request.raw.url ?? '')?.[1];
  const locale = localeFromApiLang(lang);
  const message = translate(locale, error.code === 'FST_ERR_BAD_URL' ? 'validation.text.illFormed' : 'validation.tooLong');
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  // Refused before any hook ran: the request's id is added here.
  void reply
    .header(REQUEST_ID_HEADER, request.id)
    .status(status)
    .send({ code: status, txt: message, data: [{ field: 'url', message }] });
}

/** The values a schema's custom issue names (fastify-type-provider-zod keeps the issue's own fields in params). */
function issueParams(params: unknown): Record<string, string | number> | undefined {
  const inner = params && typeof params === 'object' ? (params as { params?: unknown }).params : undefined;
  return inner && typeof inner === 'object' ? (inner as Record<string, string | number>) : undefined;
}
