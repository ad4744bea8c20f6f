import type { FieldError } from '@kg/domain';
import type { FormInstance } from 'antd';

/**
 * Shows the server's field errors (already translated) under the form's own fields; returns whether any
 * matched. A dotted field ('name.en') names a nested input, as the server reports nested values.
 */
export function applyFieldErrors(form: FormInstance, errors: readonly FieldError[]): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = errors
    .map((e) => ({ path: e.field.split('.'), message: e.message }))
    .filter((e) => e.path[0] !== undefined && known.has(e.path[0]))
    .map((e) => ({ name: e.path.length === 1 ? e.path[0]! : e.path, errors: [e.message] }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
