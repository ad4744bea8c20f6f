import { type AnyEntity, type FieldDef, inForm, LOCALES, type Locale, type TimeRange } from '@kg/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { ResourceRecord } from '../../api/resource-api';
import { fromDayjs, toDayjs } from './dates';
import { fenToYuan, yuanToFen } from './money';
import { fromStored, scaleOf, toStored } from './scaled';

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

/** A field written but never read back (a camera's password): not listed, not shown, blank on edit keeps it. */
export function isSecretField(field: FieldDef | undefined): boolean {
  return field?.kind === 'text' && field.secret === true;
}

/** The secret fields of an entity (never columns nor detail rows). */
export function secretFields(entity: AnyEntity): string[] {
  return Object.entries(entity.fields)
    .filter(([, f]) => isSecretField(f))
    .map(([name]) => name);
}

export const TIME_FORMAT = 'HH:mm';
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** One period as a time range picker holds it: start and end of the day as dayjs (either may be blank). */
export type TimeRangeInput = [Dayjs | null, Dayjs | null];

/** 'HH:mm' as a dayjs of a fixed day (only its time matters); anything else gives null. */
export function timeToDayjs(value: unknown): Dayjs | null {
  const m = typeof value === 'string' ? TIME.exec(value) : null;
  if (!m) return null;
  return dayjs('2000-01-01T00:00:00').hour(Number(m[1])).minute(Number(m[2]));
}

export function timeFromDayjs(value: unknown): string {
  return dayjs.isDayjs(value) && value.isValid() ? value.format(TIME_FORMAT) : '';
}

/** Stored periods as the picker rows hold them. */
export function timeRangesToInput(value: unknown): TimeRangeInput[] {
  if (!Array.isArray(value)) return [];
  return value.map((r: Partial<TimeRange> | null) => [timeToDayjs(r?.start), timeToDayjs(r?.end)]);
}

/**
 * Picker rows as the API takes them, 'HH:mm' each; a row left wholly blank is dropped, a half-filled
 * one is kept (with '' for the blank end) so the shared schema reports it.
 */
export function timeRangesFromInput(value: unknown): TimeRange[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((row: unknown) => {
      const [start, end] = Array.isArray(row) ? (row as unknown[]) : [];
      return { start: timeFromDayjs(start), end: timeFromDayjs(end) };
    })
    .filter((r) => r.start !== '' || r.end !== '');
}

/** Periods as a person reads them: "08:00–11:30, 14:00–17:30". */
export function formatTimeRanges(value: unknown, separator = ', '): string {
  if (!Array.isArray(value)) return '';
  return value
    .filter((r): r is TimeRange => typeof r === 'object' && r !== null && 'start' in r && 'end' in r)
    .map((r) => `${r.start}–${r.end}`)
    .join(separator);
}

/** Chosen values of an enums field in declaration order (working days Monday first), unknown ones dropped. */
function enumsValue(field: Extract<FieldDef, { kind: 'enums' }>, value: unknown): (string | number)[] {
  if (!Array.isArray(value)) return [];
  return field.values.filter((v) => value.includes(v));
}

/** A stored value as its input holds it: dates as dayjs, money in yuan, scaled ints with decimals, names per language. */
function toInput(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'int':
      return typeof value === 'number' ? fromStored(value, scaleOf(field)) : (value ?? undefined);
    case 'date':
    case 'datetime':
      return toDayjs(value);
    case 'money':
      return typeof value === 'number' ? fenToYuan(value) : null;
    case 'refs':
      return Array.isArray(value) ? value : [];
    case 'i18nText':
      return i18nValue(value);
    case 'timeRanges':
      return timeRangesToInput(value);
    case 'enums':
      return enumsValue(field, value);
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
      return typeof value === 'number' && Number.isFinite(value) ? toStored(value, scaleOf(field)) : null;
    case 'refs':
      return Array.isArray(value) ? value : [];
    case 'i18nText':
      return i18nValue(value);
    case 'timeRanges':
      return timeRangesFromInput(value);
    case 'enums':
      return enumsValue(field, value);
    default:
      return value === undefined ? null : value;
  }
}

/**
 * The form's initial values: the record's (editing) or the declared defaults and the screen's
 * presets (creating), each converted for its input.
 */
export function toFormValues(entity: AnyEntity, record: ResourceRecord | undefined, presets: Record<string, unknown> = {}): Record<string, unknown> {
  const creating = !record;
  const values: Record<string, unknown> = {};
  for (const { name, field } of formFields(entity, creating)) {
    const declaredDefault = 'default' in field ? field.default : undefined;
    const raw = record ? record[name] : (presets[name] ?? declaredDefault);
    values[name] = toInput(field, raw);
    // A new row offers one blank period to fill in rather than only an add button.
    if (creating && field.kind === 'timeRanges' && (values[name] as unknown[]).length === 0) values[name] = [[null, null]];
  }
  return values;
}

/** The save body from the form's values: the editable fields only, with the id and updatedAt when editing. */
export function fromFormValues(entity: AnyEntity, values: Record<string, unknown>, record?: ResourceRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { name, field, readOnly } of formFields(entity, !record)) {
    if (readOnly) continue;
    const value = fromInput(field, values[name]);
    // A secret left blank on edit is not sent: the stored one is kept.
    if (record && isSecretField(field) && (value === null || value === '')) continue;
    body[name] = value;
  }
  if (record) {
    body.id = record.id;
    // Optimistic concurrency: the server answers 409 when the row changed since it was loaded.
    if (record.updatedAt) body.updatedAt = record.updatedAt;
  }
  return body;
}
