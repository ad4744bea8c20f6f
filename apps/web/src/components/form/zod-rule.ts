import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * The first issue the schema finds for one field of the whole form, as its message (an i18n key in our
 * schemas). Whole-form parsing keeps cross-field rules (password confirmation) in the shared schema.
 */
export function fieldIssue(schema: z.ZodType, values: unknown, field: string): string | undefined {
  return pathIssue(schema, values, [field]);
}

/** Like fieldIssue, for a nested path (one language of a multilingual name: ['name', 'en']). */
export function pathIssue(schema: z.ZodType, values: unknown, path: readonly (string | number)[]): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => path.every((part, i) => issue.path[i] === part))?.message;
}

/** An antd Form rule that validates a field with a shared zod schema; `translate` turns keys into text. */
export function zodRule(schema: z.ZodType, field: string, translate: (key: string) => string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = fieldIssue(schema, getFieldsValue(true), field);
      if (message) throw new Error(translate(message));
    },
  });
}
