import type { FormRule } from 'antd';
import type { z } from 'zod';

/** A schema's complaint about one field: a message key and the values it names (a range's bounds). */
export interface FieldIssue {
  message: string;
  params?: Record<string, string | number>;
}

/** Turns an issue into text in the reader's language (the web's i18n, or a test's). */
export type IssueTranslator = (key: string, params?: Record<string, string | number>) => string;

/**
 * The first issue the schema finds for one field of the whole form. Whole-form parsing keeps
 * cross-field rules (password confirmation) in the shared schema.
 */
export function fieldIssue(schema: z.ZodType, values: unknown, field: string): FieldIssue | undefined {
  return pathIssue(schema, values, [field]);
}

/** Like fieldIssue, for a nested path (one language of a multilingual name: ['name', 'en']). */
export function pathIssue(schema: z.ZodType, values: unknown, path: readonly (string | number)[]): FieldIssue | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => path.every((part, n) => i.path[n] === part));
  if (!issue) return undefined;
  const params = 'params' in issue && issue.params && typeof issue.params === 'object' ? (issue.params as FieldIssue['params']) : undefined;
  return params ? { message: issue.message, params } : { message: issue.message };
}

/** A schema, or where it is fetched from: a screen drawn before zod is needed loads it at the first check. */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** An antd Form rule that validates a field with a shared zod schema; `translate` turns keys into text. */
export function zodRule(source: SchemaSource, field: string, translate: IssueTranslator): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const schema = typeof source === 'function' ? await source() : source;
      const issue = fieldIssue(schema, getFieldsValue(true), field);
      if (issue) throw new Error(translate(issue.message, issue.params));
    },
  });
}
