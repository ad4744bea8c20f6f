import pg from 'pg';
import { type Db, GuardedPool } from '../db.js';

/**
 * How many statement texts get a name. A named statement is parsed once per connection and then only
 * bound and run (PostgreSQL plans it without parsing again, and after a few runs may keep a generic
 * plan): planning a list cost more than running it. Each name is a statement kept by every connection
 * that ran it, so the names are few; a text beyond them runs unnamed, as before.
 */
const MAX_NAMES = 256;
const names = new Map<string, string>();

/** The name of a statement's text, the same for the same text in this process (a connection refuses one name for two texts). */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) names.set(text, (name = `kg_list_${names.size + 1}`));
  return name;
}

/** Date and time types (and numeric[]) left as PostgreSQL writes them, as drizzle's driver reads them: the columns map them. */
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asText = (value: string) => value;
const types = { getTypeParser: (id: number, format?: string) => (RAW_TYPES.has(id) ? asText : pg.types.getTypeParser(id, format as 'text')) };

/**
 * Runs a statement of text and values, named by its text. Its rows come as arrays, in the order of its
 * select list: the driver builds no object of named properties per row, and the caller reads each
 * value by its position. On PostgreSQL it goes straight to the guarded pool (every statement's checks,
 * none of the query builder's wrapping); PGlite has no named statements and runs it as it is.
 */
export async function runStatement(db: Db, statement: { text: string; params: unknown[] }): Promise<unknown[][]> {
  const name = nameOf(statement.text);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof GuardedPool) return (await client.query({ name, text: statement.text, rowMode: 'array', types }, statement.params)).rows as unknown[][];
  const prepared = db._.session.prepareQuery({ sql: statement.text, params: statement.params }, undefined, name, true, asArrays);
  return (await prepared.execute()) as unknown[][];
}

const asArrays = (rows: unknown[]) => rows;
