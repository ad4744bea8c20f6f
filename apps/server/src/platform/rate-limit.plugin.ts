import fastifyRateLimit, { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_BUCKETS, type RateBucket, type RateLimit, type RateLimitConfig } from './config.js';
import { tooManyRequests } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stricter limit for costly work (exports, imports, upload authorisations, reports), declared by the route. */
    rateBucket?: RateBucket;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Who a request is counted against: its session on signed-in routes (a family's on /app/v1), its
 * machine on device routes, its address (IPv6 by /64) on public ones. Runs after the access check, which resolved both.
 */
export function rateKey(request: FastifyRequest): string {
  if (request.session) return `session:${request.session.sessionId}`;
  if (request.family) return `family:${request.family.sessionId}`;
  if (request.device) return `device:${request.device.id}`;
  return `address:${normalizeIP(request.ip)}`;
}

/** The kind of general limit a request falls under. */
const kindOf = (request: FastifyRequest): 'session' | 'device' | 'address' => (request.session || request.family ? 'session' : request.device ? 'device' : 'address');

/**
 * Bounds every API request (`@fastify/rate-limit`, counters in memory, per process): a general limit
 * per session, machine or address, and the bucket a route declares on top. A refusal is the usual
 * envelope, 429 with `Retry-After` and a translated message. Registered after the access plugin.
 */
export const rateLimitPlugin = fp<{ config: RateLimitConfig }>(async (app, { config }) => {
  // The API description names each route's bucket, so a client (and a test) can see every one.
  app.addHook('onRoute', (route) => {
    const bucket = route.config?.rateBucket;
    if (!bucket) return;
    const described: FastifySchema & Record<string, unknown> = { ...route.schema, 'x-rate-bucket': bucket };
    route.schema = described;
  });
  if (!config.enabled) return;
  await app.register(fastifyRateLimit, { global: false });
  const limiter = (limit: RateLimit): Limiter => {
    // `cache` (keys kept per limiter) is read by the plugin though its type leaves it out.
    const options: CreateRateLimitOptions & { cache: number } = { max: limit.max, timeWindow: limit.windowSeconds * 1000, keyGenerator: rateKey, cache: 50_000 };
    return app.createRateLimit(options);
  };
  const general = { session: limiter(config.session), device: limiter(config.device), address: limiter(config.address) };
  const buckets = Object.fromEntries(RATE_BUCKETS.map((b) => [b, limiter(config.buckets[b])])) as Record<RateBucket, Limiter>;

  const check = async (limit: Limiter, request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw tooManyRequests('error.tooManyRequests', result.ttlInSeconds, { seconds: Math.max(1, result.ttlInSeconds) });
    }
  };

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.access) return; // unmatched URL: the not-found handler answers
    await check(general[kindOf(request)], request);
    const bucket = request.routeOptions.config.rateBucket;
    if (bucket) await check(buckets[bucket], request);
  });
});
