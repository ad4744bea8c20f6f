import '../zod-messages.js';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../app-types.js';
import type { AnyEntity } from './define.js';
import type { FieldDef } from './fields.js';
import { inForm } from './fields.js';
import { FORMATS } from './formats.js';
import { boundedNumberSchema } from './number-range.js';
import { isPlausibleDate, PERSON_DATES } from './person-dates.js';
import { textSchema } from '../text-input.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const dateSchema = z.string().refine(isRealDate, { error: 'validation.format.date' });
const datetimeSchema = z.iso.datetime({ offset: true, error: 'validation.format.datetime' });
export const idSchema = z.uuid();

/**
 * A row's version, sent back with every update: its updatedAt as it was read (ISO, milliseconds).
 * Without it an update could not tell that someone else changed the row meanwhile.
 */
export const versionSchema = z
  .string({ error: 'validation.versionRequired' })
  .max(40, { error: 'validation.versionRequired' })
  .pipe(z.iso.datetime({ offset: true, error: 'validation.versionRequired' }));
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeSchema = z.string().regex(TIME, { error: 'validation.format.time' });

/** Periods in order, each ending after it starts and before the next one starts. */
function timeRangesSchema(max: number, required: boolean) {
  return z
    .array(z.object({ start: timeSchema, end: timeSchema }))
    .min(required ? 1 : 0, { error: 'validation.required' })
    .max(max, { error: 'validation.timeRanges.tooMany' })
    .superRefine((ranges, ctx) => {
      ranges.forEach((r, i) => {
        if (r.end <= r.start) ctx.addIssue({ code: 'custom', path: [i, 'end'], message: 'validation.timeRanges.endBeforeStart' });
        else if (i > 0 && r.start < ranges[i - 1]!.end) ctx.addIssue({ code: 'custom', path: [i, 'start'], message: 'validation.timeRanges.overlap' });
      });
    });
}

/** The value rule of one field, without its required-ness. */
export function valueSchema(f: FieldDef): z.ZodType {
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const s = textSchema(f.max, { min: f.min, multiline: f.kind === 'textarea' });
      const format = f.format ? FORMATS[f.format] : undefined;
      return format ? s.refine((v) => v === '' || format.test(v), { error: format.message }) : s;
    }
    case 'int':
    case 'money':
      return boundedNumberSchema(f);
    case 'flag':
      return z.boolean();
    case 'date': {
      const rule = f.plausible;
      if (!rule) return dateSchema;
      return dateSchema.refine((v) => !isRealDate(v) || isPlausibleDate(rule, v), { error: PERSON_DATES[rule].message });
    }
    case 'datetime':
      return datetimeSchema;
    case 'enum':
      return z.union(f.values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral, z.ZodLiteral]);
    case 'dict':
      return textSchema(64);
    case 'ref':
      return idSchema;
    case 'refs':
      return z.array(idSchema).max(500, { error: 'validation.tooMany' });
    case 'image':
    case 'file':
      return textSchema(500);
    case 'area':
      return z.string().regex(/^\d{6}$/, { error: 'validation.format.area' });
    case 'timeRanges':
      return timeRangesSchema(f.max, f.required === true);
    case 'enums':
      return z
        .array(z.union(f.values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral, z.ZodLiteral]))
        .min(f.required ? 1 : 0, { error: 'validation.required' })
        .refine((v) => new Set(v).size === v.length, { error: 'validation.duplicate' });
    case 'i18nText': {
      const one = textSchema(f.max, { min: 1 });
      return z.object({ 'zh-CN': one, 'zh-TW': one, en: one });
    }
    case 'richText':
      // As sent: the server sanitises it before it is kept, and measures what it keeps again.
      return textSchema(f.max, { multiline: true });
  }
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** A field in a save body: required ones refuse blanks; optional ones turn blanks into null. */
export function fieldSchema(f: FieldDef): z.ZodType {
  const value = valueSchema(f);
  const fallback = 'default' in f ? f.default : undefined;
  if (fallback !== undefined) return z.preprocess((v) => (isBlank(v) ? fallback : v), value);
  if (f.required) {
    return z.preprocess((v) => (isBlank(v) ? undefined : v), value);
  }
  return z.preprocess((v) => (isBlank(v) ? null : v), value.nullable());
}

/** Body of `.../save`: an optional id (update when present) and the form's fields. Unknown keys are dropped. */
export function saveSchema(entity: AnyEntity, creating: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of Object.entries(entity.fields)) {
    if (inForm(f, creating)) shape[name] = fieldSchema(f);
  }
  return creating ? z.object({ id: idSchema.optional(), ...shape }) : z.object({ id: idSchema, updatedAt: versionSchema, ...shape });
}

export const sortSchema = (fields: readonly string[]) =>
  z
    .object({
      field: z.enum(fields as [string, ...string[]], { error: 'validation.unknownSortField' }),
      order: z.enum(['asc', 'desc'], { error: 'validation.invalidSortOrder' }),
    })
    .strict();

export function sortableFields(entity: AnyEntity): string[] {
  return Object.entries(entity.fields)
    .filter(([, f]) => f.sort)
    .map(([name]) => name);
}

export function filterableFields(entity: AnyEntity): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, f]) => f.filter);
}

/** A filter value: blank means no filter; range takes [from, to] with either end open. */
function filterSchema(f: FieldDef): z.ZodType {
  const value = f.kind === 'text' || f.kind === 'textarea' || f.kind === 'richText' ? textSchema(f.max) : valueSchema(f);
  const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);
  switch (f.filter) {
    case 'range':
      return z.preprocess(blankToUndefined, z.tuple([value.nullable(), value.nullable()]).optional());
    case 'in':
      return z.preprocess(blankToUndefined, z.array(value).max(100).optional());
    default:
      return z.preprocess(blankToUndefined, value.optional());
  }
}

/**
 * Body of `.../list`: paging (pageSize above the maximum is refused, not clamped), the declared
 * filters and one sort on a declared field. Anything else is dropped (identity fields included).
 */
export function listSchema(entity: AnyEntity) {
  const filters: Record<string, z.ZodType> = {};
  for (const [name, f] of filterableFields(entity)) filters[name] = filterSchema(f);
  const sortable = sortableFields(entity);
  return z.object({
    pageNumber: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).default(1),
    pageSize: z.coerce.number().int().min(1, { error: 'validation.outOfRange' }).max(MAX_PAGE_SIZE, { error: 'validation.pageSizeTooLarge' }).default(10),
    sort: sortable.length > 0 ? sortSchema(sortable).optional() : z.undefined({ error: 'validation.notSortable' }).optional(),
    ...filters,
  });
}

export type ListQuery = { pageNumber: number; pageSize: number; sort?: { field: string; order: 'asc' | 'desc' } } & Record<string, unknown>;

export interface ListResult<T> {
  records: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** A page of a list as answered: its records, the total, and the page asked for. */
export function listResultSchema<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), total: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
}

export const idBodySchema = z.object({ id: idSchema });
export const idsBodySchema = z
  .object({ id: idSchema.optional(), ids: z.array(idSchema).min(1).max(MAX_PAGE_SIZE).optional() })
  .refine((v) => v.id || v.ids, { error: 'validation.required', path: ['id'] });
export const idQuerySchema = z.object({ id: idSchema });
export { isRealDate };
