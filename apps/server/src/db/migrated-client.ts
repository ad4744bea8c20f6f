import pg from 'pg';
import type { AppConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';

/**
 * For the Citus commands: the database migrated (and, on Citus, distributed) first, as every server
 * start does, then one plain connection for the work, closed whatever becomes of it.
 */
export async function withMigratedClient<T>(config: AppConfig & { databaseUrl: string }, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const database = await openDatabase(config);
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
