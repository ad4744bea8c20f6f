/**
 * The header a money-moving call may carry: the same key with the same body answers the first answer
 * again (kept apart from money-api.ts, which loads zod, so that the web's one HTTP client may read it).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
