import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that names a request, in the answer and (from a trusted proxy) in the request. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may be: short, and nothing a log line or a header could be broken with. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Each request's id, written in its every log line (`reqId`) and sent in its answer. Random rather than
 * Fastify's counter (`req-1` on every server and after every restart), so that an id a person reports
 * names one request among all servers. A proxy's own id (nginx's `$request_id`) is kept when the proxy
 * is trusted (TRUST_PROXY=true) and the id is short and plain, so its access log and ours share it;
 * without a trusted proxy the header is the client's choice, which could pass itself off as another's
 * request in the log, and is ignored.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof given === 'string' && SAFE_ID.test(given)) return given;
    return `req-${randomHex()}`;
  };
}

/** Random bytes drawn 4 KiB at a time: one call to the system's generator for 512 ids, not one for each. */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** Sixteen random hex digits (8 bytes of the pool, never handed out twice). */
function randomHex(): string {
  if (used + 8 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 8;
  return pool.toString('hex', used - 8, used);
}

/** Every answer carries its request's id, an error's too, so that what a person reports finds its log line. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
