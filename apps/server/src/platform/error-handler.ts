import { type FieldError, localeFromApiLang, translate } from '@kg/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';
import { requestLocale } from './i18n.js';

/** Framework errors a client can cause, and the message each one deserves. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.payloadTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'error.payloadTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'error.notMultipart',
};

/** Every error leaves as the envelope, translated, without a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const send = (status: number, key: string, data: unknown = null, params?: Record<string, string | number>) =>
      reply.status(status).send({ code: status, txt: translate(locale, key, params), data });

    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      const fields = error.fields?.map((f) => ({ ...f, message: translate(locale, f.message, error.params) }));
      return send(error.status, error.key, fields ?? null, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: translate(locale, v.message ?? 'validation.invalid'),
      }));
      const first = fields[0];
      return reply.status(400).send({
        code: 400,
        txt: first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : translate(locale, 'error.badRequest'),
        data: fields,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // Whatever refused (a plugin's own limit), a 429 says when to come back.
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after')) || 60));
      reply.header('retry-after', String(seconds));
      return send(429, 'error.tooManyRequests', null, { seconds });
    }
    if (status >= 400 && status < 500) return send(status, CLIENT_ERRORS[error.code] ?? 'error.badRequest');
    request.log.error({ err: error }, 'request failed');
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
  void reply.status(status).send({ code: status, txt: message, data: [{ field: 'url', message }] });
}
