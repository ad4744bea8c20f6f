import type { z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The id-like inputs of a request schema, also inside lists of objects (a machine's batch): uuid
 * fields (or lists of them), stored file paths (or lists of them: `photos`), and a machine's
 * `credential` (a card, bracelet or face naming a person). `at` is where the input sits in the request.
 */
export interface IdInput {
  name: string;
  list: boolean;
  at: string[];
}

export function idInputs(schema: z.ZodType | undefined, at: string[] = []): IdInput[] {
  if (!schema) return [];
  const shape = objectShape(schema);
  if (!shape) return [];
  const isPath = (name: string) => /paths?$|photos$/i.test(name);
  return Object.entries(shape).flatMap(([name, field]): IdInput[] => {
    const inner = unwrap(field);
    const d = defOf(inner);
    const here = [...at, name];
    if (d.type === 'array') {
      const element = unwrap(d.element);
      if (isUuid(element) || (defOf(element).type === 'string' && isPath(name))) return [{ name, list: true, at: here }];
      return defOf(element).type === 'object' ? idInputs(element as z.ZodType, [...here, '0']) : [];
    }
    if (isUuid(inner) || (d.type === 'string' && (isPath(name) || name === 'credential'))) return [{ name, list: false, at: here }];
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
    case 'int': {
      // Within the schema's bounds (a temperature is 30 to 45).
      const { minValue, maxValue } = schema as { minValue?: number | null; maxValue?: number | null };
      return Math.min(Math.max(1, minValue ?? 1), maxValue ?? Infinity);
    }
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
