import { type BuildQueryConfig, Column, entityKind, Name, Param, Placeholder, SQL, sql, StringChunk, Table } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
/**
 * The dialect's rendering (sqlToQuery) without the typings it works out for each value (nine class
 * checks a value, a third of a filter's rendering): the statement goes to the driver as text and
 * values, which never reads them. The same text and values.
 */
const rendering: BuildQueryConfig = {
  casing: new CasingCache(),
  escapeName: (name) => dialect.escapeName(name),
  escapeParam: (num) => dialect.escapeParam(num),
  escapeString: (text) => dialect.escapeString(text),
};

/** Texts drizzle has rendered as this file does (each checked once); beyond them a filter is rendered by drizzle alone. */
const MAX_TEXTS = 2000;
const checked = new Set<string>();
/** A table's or column's text, as drizzle writes it (tables and columns are made once, at import). */
const names = new WeakMap<object, string>();

/**
 * A filter's text and values, as drizzle's rendering gives them, at a fraction of its cost: drizzle
 * tells each chunk's class by walking its prototypes for each class it might be (`is`), and copies its
 * settings at every nested fragment, which made a list's two-condition filter its dearest step of
 * JavaScript (measured in the server's profile). This reads the chunks by `instanceof` and writes the
 * same text; a text is trusted once drizzle, given the same filter, wrote the same text and values.
 * Anything it does not know (a subquery builder, a placeholder, inlined values) goes to drizzle.
 */
export function renderFilter(filter: SQL): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const text = write(filter, params);
  if (text !== undefined && checked.has(text)) return { sql: text, params };
  const rendered = filter.toQuery(rendering);
  if (text !== undefined && checked.size < MAX_TEXTS && text === rendered.sql && sameValues(params, rendered.params)) checked.add(text);
  return { sql: rendered.sql, params: rendered.params };
}

/** The chunk's text, its values added to `params` (numbered from 1), or undefined for one drizzle must write. */
function write(chunk: unknown, params: unknown[]): string | undefined {
  if (chunk instanceof StringChunk) return chunk.value.join('');
  if (chunk instanceof SQL) {
    // Private in drizzle's types: set by `.inlineParams()`, which writes the values into the text.
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return undefined;
    let text = '';
    for (const part of chunk.queryChunks) {
      const written = write(part, params);
      if (written === undefined) return undefined;
      text += written;
    }
    return text;
  }
  if (chunk === undefined) return '';
  if (Array.isArray(chunk)) {
    const parts: string[] = [];
    for (const part of chunk) {
      const written = write(part, params);
      if (written === undefined) return undefined;
      parts.push(written);
    }
    return `(${parts.join(', ')})`;
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return undefined;
    const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (value instanceof SQL) return undefined;
    params.push(value);
    return dialect.escapeParam(params.length - 1);
  }
  if (chunk instanceof Column || chunk instanceof Table) {
    let text = names.get(chunk);
    if (text === undefined) names.set(chunk, (text = dialect.sqlToQuery(sql`${chunk}`).sql));
    return text;
  }
  if (chunk instanceof Name) return dialect.escapeName(chunk.value);
  // A value: anything else of drizzle's (a view, a subquery, an aliased field, an enum) is left to it.
  if (typeof chunk === 'function') return undefined;
  if (chunk !== null && typeof chunk === 'object' && ((chunk.constructor !== undefined && entityKind in chunk.constructor) || 'getSQL' in chunk)) return undefined;
  params.push(chunk);
  return dialect.escapeParam(params.length - 1);
}

function sameValues(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]) || (v instanceof Date && b[i] instanceof Date && v.getTime() === b[i].getTime()));
}
