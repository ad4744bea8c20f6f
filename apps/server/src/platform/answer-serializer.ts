import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** An answer that is not what its route declares: a bug of the server, found by the tests. */
export class AnswerMismatch extends Error {
  constructor(method: string, url: string, issues: z.core.$ZodIssue[]) {
    super(`${method} ${url} answered outside its declared schema: ${JSON.stringify(issues.slice(0, 5))}`);
  }
}

const zodOf = (schema: unknown): z.ZodType | undefined => {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { schema?: unknown } | undefined)?.schema;
  return inner instanceof z.ZodType ? inner : undefined;
};

/**
 * Answers are written as they are (plain JSON, nothing stripped or reshaped): their schemas are for
 * the API description and for tests. With `check` (tests) every answer is first checked against its
 * declared schema, so that a schema that drifts from the code fails the API tests.
 */
export function installAnswerSerializer(app: FastifyInstance, check: boolean): void {
  app.setSerializerCompiler(({ schema, method, url }) => {
    const declared = check ? zodOf(schema) : undefined;
    return (data) => {
      if (declared) checkAnswer(declared, data, method, url);
      return JSON.stringify(data);
    };
  });
}

/** Throws when an answer is not what its route declares (also for an answer sent as JSON text, which no serializer sees). */
export function checkAnswer(declared: z.ZodType, data: unknown, method: string, url: string): void {
  const result = declared.safeParse(data);
  if (!result.success) throw new AnswerMismatch(method, url, result.error.issues);
}
