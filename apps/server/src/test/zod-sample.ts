import type { z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The id-like inputs of a request schema: uuid fields (or lists of them) and stored file paths, by name. */
export function idInputs(schema: z.ZodType | undefined): { name: string; list: boolean }[] {
  type Input = { name: string; list: boolean };
  if (!schema) return [];
  const shape = objectShape(schema);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, field]): Input[] => {
    const inner = unwrap(field);
    const d = defOf(inner);
    if (d.type === 'array' && isUuid(unwrap(d.element))) return [{ name, list: true }];
    if (isUuid(inner) || (d.type === 'string' && /path$/i.test(name))) return [{ name, list: false }];
    return [];
  });
}

/** A plausible value for each required field of an object schema (dates and months by their names). */
export function sampleOf(schema: z.ZodType | undefined): Record<string, unknown> {
  const shape = schema ? objectShape(schema) : undefined;
  if (!shape) return {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    // Only what the schema requires: a field that may be left out is left out.
    if ((field as z.ZodType).safeParse(undefined).success) continue;
    out[name] = valueOf(name, field);
  }
  return out;
}

function valueOf(name: string, schema: unknown): unknown {
  const d = defOf(schema);
  switch (d.type) {
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
      return valueOf(name, d.innerType);
    case 'pipe':
      return valueOf(name, piped(d));
    case 'union':
      return valueOf(name, (d.options as unknown[])[0]);
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'boolean':
      return false;
    case 'number':
    case 'int':
      return 1;
    case 'array':
      return [valueOf(name, d.element)];
    case 'object':
      return sampleOf(schema as z.ZodType);
    case 'string':
      if (isUuid(schema)) return crypto.randomUUID();
      if (d.format === 'datetime') return new Date().toISOString();
      if (/month/i.test(name)) return '2026-11';
      if (/date|day|^from$|^to$/i.test(name)) return '2026-11-20';
      return 'x';
    default:
      return 'x';
  }
}

function objectShape(schema: unknown): Record<string, unknown> | undefined {
  const d = defOf(unwrap(schema));
  return d.type === 'object' ? (d.shape as Record<string, unknown>) : undefined;
}

function unwrap(schema: unknown): unknown {
  const d = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(d.type)) return unwrap(d.innerType);
  if (d.type === 'pipe') return unwrap(piped(d));
  return schema;
}

/** The schema a pipe checks: its output after a preprocess, its input otherwise. */
const piped = (d: Def): unknown => (defOf(d.in).type === 'transform' || defOf(d.out).format ? d.out : d.in);

function isUuid(schema: unknown): boolean {
  const d = defOf(schema);
  return d.type === 'string' && (d.format === 'uuid' || d.format === 'guid');
}
