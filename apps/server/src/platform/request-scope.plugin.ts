import { translate } from '@kg/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from './i18n.js';
import { runInScope, type WorkScope } from './request-scope.js';

declare module 'fastify' {
  interface FastifyRequest {
    workScope: WorkScope | null;
  }
}

/**
 * Runs each request inside its work scope, which the database layer reads: when the client goes
 * away, or the request passes its deadline (it is then answered 503 with Retry-After), its scope is
 * aborted and no further statement of it starts.
 */
export const requestScopePlugin = fp<{ timeoutMs: number; retryAfterSeconds: number }>(async (app: FastifyInstance, { timeoutMs, retryAfterSeconds }) => {
  app.decorateRequest('workScope', null);

  app.addHook('onRequest', (request, reply, done) => {
    // Only `aborted` is read (statement-guard.ts): a plain flag, not an AbortController (an EventTarget) per request.
    const controller = { aborted: false, abort: () => void (controller.aborted = true) };
    const scope: WorkScope = { requestId: request.id, signal: controller };
    request.workScope = scope;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            controller.abort();
            if (reply.sent) return;
            request.log.warn({ timeoutMs }, 'request deadline passed');
            void reply
              .status(503)
              .header('retry-after', String(retryAfterSeconds))
              .send({ code: 503, txt: translate(requestLocale(request), 'error.unavailable'), data: null });
          }, timeoutMs)
        : undefined;
    reply.raw.once('close', () => {
      clearTimeout(timer);
      // Closed before the answer was written: the client has gone.
      if (!reply.raw.writableFinished) controller.abort();
    });
    runInScope(scope, done);
  });

  // The body is read in the socket's own async context: the scope is entered again after it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.workScope) runInScope(request.workScope, done);
    else done();
  });
});
