import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses with a schema or throws a 400 listing every field at fault (messages are dictionary keys). */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw badRequest(result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
}
