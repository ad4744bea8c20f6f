import { type AnyEntity, type FieldDef, inForm, LOCALES, type Locale } from '@kg/domain';
import type { ResourceRecord } from '../../api/resource-api';
import { fromDayjs, toDayjs } from './dates';
import { fenToYuan, yuanToFen } from './money';

/** One input of a form: the field, and whether it is shown but not editable ('create'-only when editing). */
export interface FormField {
  name: string;
  field: FieldDef;
  readOnly: boolean;
}

/** Every field the form shows: creating, those in the create form; editing, also 'create'-only ones, read-only. */
export function formFields(entity: AnyEntity, creating: boolean): FormField[] {
  return Object.entries(entity.fields)
    .filter(([, f]) => (creating ? inForm(f, true) : f.form !== false))
    .map(([name, field]) => ({ name, field, readOnly: !creating && !inForm(field, false) }));
}

export type I18nValue = Record<Locale, string>;

function i18nValue(value: unknown): I18nValue {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(LOCALES.map((l) => [l, typeof source[l] === 'string' ? source[l] : ''])) as I18nValue;
}

/** A stored value as its input holds it: dates as dayjs, money in yuan, names per language. */
function toInput(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return toDayjs(value);
    case 'money':
      return typeof value === 'number' ? fenToYuan(value) : null;
    case 'refs':
      return Array.isArray(value) ? value : [];
    case 'i18nText':
      return i18nValue(value);
    default:
      return value ?? undefined;
  }
}

/** An input's value as the API takes it; blank is null (an optional field cleared). */
function fromInput(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return fromDayjs(value, field.kind);
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? yuanToFen(value) : null;
    case 'int':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'refs':
      return Array.isArray(value) ? value : [];
    case 'i18nText':
      return i18nValue(value);
    default:
      return value === undefined ? null : value;
  }
}

/**
 * The form's initial values: the record's (editing) or the declared defaults and the screen's
 * presets (creating), each converted for its input.
 */
export function toFormValues(
  entity: AnyEntity,
  record: ResourceRecord | undefined,
  presets: Record<string, unknown> = {},
): Record<string, unknown> {
  const creating = !record;
  const values: Record<string, unknown> = {};
  for (const { name, field } of formFields(entity, creating)) {
    const declaredDefault = 'default' in field ? field.default : undefined;
    const raw = record ? record[name] : (presets[name] ?? declaredDefault);
    values[name] = toInput(field, raw);
  }
  return values;
}

/** The save body from the form's values: the editable fields only, with the id and updatedAt when editing. */
export function fromFormValues(
  entity: AnyEntity,
  values: Record<string, unknown>,
  record?: ResourceRecord,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { name, field, readOnly } of formFields(entity, !record)) {
    if (!readOnly) body[name] = fromInput(field, values[name]);
  }
  if (record) {
    body.id = record.id;
    // Optimistic concurrency: the server answers 409 when the row changed since it was loaded.
    if (record.updatedAt) body.updatedAt = record.updatedAt;
  }
  return body;
}
