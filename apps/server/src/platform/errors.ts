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
export const tooManyRequests = (key: string, params?: Record<string, string | number>) =>
  new AppError(429, key, params);
