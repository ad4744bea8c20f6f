import { type EndpointDef, type EndpointParsedInput, type EndpointParsedParams, type EndpointResult, envelopeSchema, isFileAnswer } from '@kg/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.js';
import { t } from './i18n.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a hand-written route was registered from (tests compare the two). */
    endpoint?: EndpointDef;
  }
}

/** The request of a declared endpoint: its query or body, and its path parameters, as its schemas parsed them. */
export type EndpointRequest<D extends EndpointDef> = FastifyRequest<{
  Body: D['method'] extends 'POST' ? EndpointParsedInput<D> : unknown;
  Querystring: D['method'] extends 'GET' ? EndpointParsedInput<D> : Record<string, unknown>;
  Params: EndpointParsedParams<D>;
}>;

/**
 * A handler returns the answer's data (the envelope and its translated `txt` are added here); a file
 * answer's handler sends the file itself.
 */
export type EndpointHandler<D extends EndpointDef> = (request: EndpointRequest<D>, reply: FastifyReply) => Promise<EndpointResult<D>>;

/** What the server adds to a declaration: its own limits. */
export interface EndpointOptions {
  bodyLimit?: number;
}

/** The API description of an answer: the envelope around the declared data, or the file's content type. */
export function answerSchema(answer: EndpointDef['answer']): FastifySchema['response'] {
  if (isFileAnswer(answer)) return { 200: { description: 'The file', content: { [answer.file]: { schema: z.string().meta({ format: 'binary' }) } } } };
  return { 200: envelopeSchema(answer) };
}

/**
 * Registers a hand-written route from its declaration in `packages/domain` (docs/architecture.md, section 4): path,
 * method, access, rate bucket, input, answer and tag all come from there, so the web's call, the
 * server's route and the API description cannot disagree.
 */
export function endpoint<D extends EndpointDef>(app: FastifyInstance, def: D, handler: EndpointHandler<D>, options: EndpointOptions = {}): void {
  const where = def.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: def.method,
    url: def.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { access: def.access, endpoint: def, ...(def.rateBucket ? { rateBucket: def.rateBucket } : {}) },
    schema: {
      summary: def.summary,
      tags: [def.area],
      ...(def.input ? { [where]: def.input } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: answerSchema(def.answer),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await handler(request as EndpointRequest<D>, reply);
      if (isFileAnswer(def.answer)) return data;
      return ok(data, def.success ? t(request, def.success) : '');
    },
  });
}
