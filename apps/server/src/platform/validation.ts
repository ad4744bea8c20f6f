import type { FieldError } from '@kg/domain';
import type { z } from 'zod';
import { badRequest } from './errors.js';

/** A zod issue as a field error: its path, its message key and the values the message names (a range's bounds). */
export function issueToFieldError(issue: { path: PropertyKey[]; message: string; params?: unknown }): FieldError {
  const params = issue.params && typeof issue.params === 'object' ? (issue.params as Record<string, string | number>) : undefined;
  return { field: issue.path.map(String).join('.'), message: issue.message, ...(params ? { params } : {}) };
}

/** Parses with a schema or throws a 400 listing every field at fault (messages are dictionary keys). */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw badRequest(result.error.issues.map((i) => issueToFieldError(i)));
}
