import type { FieldError } from '@kg/domain';

/**
 * An error a person should read: an HTTP status, a shared-dictionary key translated in the
 * request's language, and for bad input the fields at fault (their messages are keys too).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params?: Record<string, string | number>,
    readonly fields?: FieldError[],
    /** Seconds after which the client may try again: sent as `Retry-After` (every 429 and 503 carries one). */
    readonly retryAfter?: number,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (fields: FieldError[], key = 'error.badRequest') => new AppError(400, key, undefined, fields);
export const unauthorized = (key = 'error.unauthorized') => new AppError(401, key);
export const forbidden = () => new AppError(403, 'error.forbidden');
export const notFound = () => new AppError(404, 'error.notFound');
export const conflict = (key = 'error.conflict') => new AppError(409, key);
export const ruleBroken = (key: string, params?: Record<string, string | number>) => new AppError(422, key, params);
/** A 429 always says when to come back: `retryAfterSeconds` becomes the `Retry-After` header. */
export const tooManyRequests = (key: string, retryAfterSeconds: number, params?: Record<string, string | number>) =>
  new AppError(429, key, params, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** The service cannot answer now (database unreachable, too busy): 503 with `Retry-After`. */
export const unavailable = (key = 'error.unavailable', retryAfterSeconds = 5) => new AppError(503, key, undefined, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
