import type { Locale } from '@kg/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL text writing a page's values as JSON text, each exactly as the API writes it today (present.ts
 * and JSON.stringify): PostgreSQL escapes a string as JSON.stringify does, a timestamp is the UTC ISO
 * text of toISOString (milliseconds, truncated as a Date truncates), a jsonb value without the spaces
 * its text has after commas and colons. Undefined: a column type written otherwise (the list
 * then takes the path that presents rows in Node).
 */

/** A text as a SQL literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A JSON object key and its colon (`"name":`). */
export const key = (name: string): Piece => ({ literal: `${JSON.stringify(name)}:` });

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The JSON text of a column's value (`ref`: the column as the statement names it); null as `null`
 * unless the column is not null. A jsonb value is written again by json_strip_nulls, which writes
 * no spaces (a regular expression dropping them cost 30 µs a value): its object members whose value
 * is null would be left out, which no field's schema allows (an i18n text, time ranges, a set of values).
 */
export function jsonValue(column: PgColumn, ref: string): Piece[] | undefined {
  let quoted: string | undefined;
  let text: string;
  switch (column.columnType) {
    case 'PgUUID':
      quoted = ref;
      break;
    case 'PgInteger':
    case 'PgBoolean':
      text = `${ref}::text`;
      break;
    case 'PgText':
    case 'PgDateString':
      text = `to_json(${ref})::text`;
      break;
    case 'PgTimestamp':
      quoted = `to_char(${(column as PgColumn & { withTimezone?: boolean }).withTimezone ? `${ref} at time zone 'UTC'` : ref}, ${ISO})`;
      break;
    case 'PgJsonb':
      text = `json_strip_nulls(${ref}::json)::text`;
      break;
    default:
      return undefined;
  }
  // A value that is never null in quotes: the quotes join the literals around it.
  if (quoted !== undefined) return column.notNull ? [{ literal: '"' }, { sql: quoted }, { literal: '"' }] : [{ sql: `coalesce('"' || ${quoted} || '"', 'null')` }];
  return [{ sql: column.notNull ? text! : `coalesce(${text!}, 'null')` }];
}

/** A part of a text made by concatenation: a literal, or an expression that is never null. */
export type Piece = { literal: string } | { sql: string };

/** The pieces concatenated, neighbouring literals as one (PostgreSQL joins a constant only to a constant before it). */
export function concatenated(pieces: Piece[]): string {
  const out: string[] = [];
  let literalText: string | undefined;
  for (const piece of pieces) {
    if ('literal' in piece) literalText = (literalText ?? '') + piece.literal;
    else {
      if (literalText !== undefined) out.push(literal(literalText));
      literalText = undefined;
      out.push(piece.sql);
    }
  }
  if (literalText !== undefined) out.push(literal(literalText));
  return out.join(' || ');
}

/**
 * The text of a reference's label (never null), as labelText gives it from the label's value: an
 * i18n text's name in the locale, else in zh-CN, else ''; any other value as its text.
 */
export function labelValue(column: PgColumn, ref: string, locale: Locale): string | undefined {
  switch (column.columnType) {
    case 'PgText':
      return `coalesce(${ref}, '')`;
    case 'PgUUID':
    case 'PgInteger':
    case 'PgBoolean':
    case 'PgDateString':
      return `coalesce(to_jsonb(${ref}) #>> '{}', '')`;
    case 'PgJsonb':
      return `case jsonb_typeof(${ref}) when 'object' then coalesce(nullif(${ref} ->> ${literal(locale)}, ''), nullif(${ref} ->> 'zh-CN', ''), '') when 'array' then '' else coalesce(${ref} #>> '{}', '') end`;
    default:
      return undefined;
  }
}
