import type { FastifyInstance } from 'fastify';

/** A sender that trickles the rest of a refused body is not waited for longer than this. */
const DRAIN_SECONDS = 10;

/**
 * An answer sent before its request's body has all arrived (a refused upload, a refused import, a
 * permission refusal, a body over the size limit) would otherwise leave the rest of the body unread
 * on the socket, and the next request on that connection would never be answered. Whoever was
 * reading the body has given up on it, so the rest is read and dropped here: a body of known size up
 * to `drainBytes` keeps the connection for the next request; a larger or unsized one closes it once
 * the answer is out. Either way the client reads the answer instead of a reset connection.
 */
export function installRefusedBodyDrain(app: FastifyInstance, drainBytes: number): void {
  app.addHook('onSend', async (request, reply) => {
    const raw = request.raw;
    // inject() has no socket and no `complete`; a request without a body has nothing left to read.
    if (raw.complete !== false || raw.destroyed) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (request.headers['transfer-encoding'] === undefined && !(length > 0)) return;

    if (!(length > 0 && length <= drainBytes)) reply.header('connection', 'close');
    raw.unpipe();
    let drained = 0;
    const stop = () => raw.socket?.destroy();
    const timer = setTimeout(stop, DRAIN_SECONDS * 1000);
    timer.unref();
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > drainBytes) stop();
    });
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    raw.resume();
  });
}
