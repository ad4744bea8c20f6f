import type { FieldError } from '@kg/domain';
import type { FormInstance } from 'antd';

/** Shows the server's field errors (already translated) under the form's own fields; returns whether any matched. */
export function applyFieldErrors(form: FormInstance, errors: readonly FieldError[]): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = errors.filter((e) => known.has(e.field)).map((e) => ({ name: e.field, errors: [e.message] }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}
