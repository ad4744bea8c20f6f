import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import { idempotencyKeys } from './money.tables.js';

/** A body's fingerprint: its JSON with keys sorted, so that the same request in another key order is the same. */
function fingerprint(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body) ?? null))
    .digest('hex');
}

/** The request's `Idempotency-Key`, if it sent one (1 to 128 visible characters). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 128 || !/^[\x21-\x7e]+$/.test(key)) throw badRequest([{ field: IDEMPOTENCY_HEADER, message: 'validation.invalid' }]);
  return key;
}

/**
 * Runs a money-moving call once per key (per account and route): in one transaction, the key's row is
 * written first (a concurrent call with the same key waits on it, then reads the answer committed), the
 * movement runs, and its answer is stored with the key. The same key with the same body answers the
 * first answer again; with another body, 422. A call that fails leaves no key, so it may be sent again.
 */
export async function onceByKey<T>(db: Db, ctx: SessionContext, route: string, key: string | undefined, body: unknown, run: (tx: Db) => Promise<T>): Promise<T> {
  if (key === undefined) return db.transaction(run);
  const requestHash = fingerprint(body);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(idempotencyKeys).values({ userId: ctx.userId, route, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!first || first.requestHash !== requestHash) throw ruleBroken('money.idempotencyMismatch');
      return first.answer as T;
    }
    const answer = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ answer: answer as object })
      .where(and(eq(idempotencyKeys.userId, ctx.userId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
    return answer;
  });
}
