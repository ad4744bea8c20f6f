import type { FieldError } from '@kg/domain';

/** A non-200 answer: `code` is the envelope's code, `txt` the server's message in the request's language. */
export class ApiError extends Error {
  readonly code: number;
  readonly txt: string;
  readonly fieldErrors: FieldError[];

  constructor(code: number, txt: string, fieldErrors: FieldError[] = []) {
    super(txt);
    this.name = 'ApiError';
    this.code = code;
    this.txt = txt;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
