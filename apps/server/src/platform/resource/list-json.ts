import type { Locale } from '@kg/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL text writing a page's values as JSON text, each exactly as the API writes it today (present.ts
 * and JSON.stringify): PostgreSQL escapes a string as JSON.stringify does, a timestamp is the UTC ISO
 * text of toISOString (milliseconds, truncated as a Date truncates), a jsonb value without the spaces
 * PostgreSQL writes after its commas and colons. Undefined: a column type written otherwise (the list
 * then takes the path that presents rows in Node).
 */

/** A text as a SQL literal. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A JSON object key and its colon, as a SQL literal (`"name":`). */
export const keyLiteral = (name: string) => literal(`${JSON.stringify(name)}:`);

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** Whitespace outside strings dropped (jsonb's text has a space after each comma and colon); strings kept as they are. */
const compact = (json: string) => `regexp_replace(${json}, '("(?:[^"\\\\]|\\\\.)*")|\\s', '\\1', 'g')`;

/** The JSON text of a column's value (`ref`: the column as the statement names it); null as `null` unless the column is not null. */
export function jsonValue(column: PgColumn, ref: string): string | undefined {
  let text: string;
  switch (column.columnType) {
    case 'PgUUID':
    case 'PgText':
    case 'PgInteger':
    case 'PgBoolean':
    case 'PgDateString':
      text = `to_json(${ref})::text`;
      break;
    case 'PgTimestamp':
      text = `'"' || to_char(${(column as PgColumn & { withTimezone?: boolean }).withTimezone ? `${ref} at time zone 'UTC'` : ref}, ${ISO}) || '"'`;
      break;
    case 'PgJsonb':
      text = compact(`${ref}::text`);
      break;
    default:
      return undefined;
  }
  return column.notNull ? text : `coalesce(${text}, 'null')`;
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
