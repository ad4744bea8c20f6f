import fastifySwagger from '@fastify/swagger';
import { API_LANGS, APP_TYPE_VALUES } from '@kg/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type JsonObject = { type?: string; properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown };

/** `?lang`, accepted by every call: the language of its messages. */
const LANG = { type: 'string', enum: Object.values(API_LANGS), default: API_LANGS['zh-CN'], description: "The language of the answer's messages" };

/** What a signed-in person's client sends beside `Authorization: Bearer <token>`. */
const PERSON_HEADERS: JsonObject = {
  type: 'object',
  properties: {
    appType: { type: 'string', enum: APP_TYPE_VALUES.map(String), description: "The system signed in to: must agree with the session's, else 403" },
    shardNum: { type: 'string', description: "The organisation's shard, as the sign-in answered it (informative: one database today)" },
  },
};

const withLang = (query: JsonObject | undefined): JsonObject => ({
  ...(query ?? { type: 'object' }),
  properties: { ...(query?.properties ?? {}), lang: LANG },
});

/**
 * The API's own description at /docs (JSON at /docs/json), from the same zod schemas that check the
 * requests: each operation with its request, its answer, its area (tag), `lang`, and how it is
 * reached (a person's bearer token with appType and shardNum, a machine's token, or nothing).
 */
export async function registerApiDescription(app: FastifyInstance): Promise<void> {
  // A route declared with no tag (a hand-written one not yet declared in packages/domain) is filed by its path's first part.
  app.addHook('onRoute', (route) => {
    if (route.schema?.tags || route.url.startsWith('/docs')) return;
    route.schema = { ...route.schema, tags: [route.url.split('/')[1] || 'platform'] };
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kindergarten back-office API', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>, the token the sign-in (POST /sys/login/login) answered' },
          family: {
            type: 'http',
            scheme: 'bearer',
            description: "Authorization: Bearer <token>, the token the parents' app sign-in (POST /app/v1/auth/login) answered: /app/v1 only",
          },
          device: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Device <token>, the token /device/v1/activate gives a registered machine' },
        },
      },
      security: [{ bearer: [] }],
    },
    // Named schemas (the recursive ones: a menu, a tree's node) become components that operations refer to.
    transformObject: jsonSchemaTransformObject,
    transform(document) {
      const { schema, url } = jsonSchemaTransform(document);
      if (!schema || schema.hide) return { schema, url };
      const security = schema.security as unknown[] | undefined;
      // Public routes (security []), machines and families (their own schemes) send no session headers.
      const person = security === undefined;
      return {
        url,
        schema: {
          ...schema,
          querystring: withLang(schema.querystring as JsonObject | undefined),
          ...(person ? { headers: PERSON_HEADERS } : {}),
        },
      };
    },
  });
}
