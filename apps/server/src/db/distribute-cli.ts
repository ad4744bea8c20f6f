import pg from 'pg';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';

/** `npm run db:distribute -w apps/server`: migrates, which on Citus also distributes, and tells where every table is. */
const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL names no database: distribution is for a Citus coordinator');
const database = await openDatabase(config);
await database.migrate();
await database.close();
const client = new pg.Client({ connectionString: config.databaseUrl });
await client.connect();
try {
  const { rows } = await client
    .query<{ kind: string; tables: string }>(
      `select case when partmethod = 'h' then 'distributed by ' || column_to_column_name(logicalrelid, partkey)
                 when repmodel = 't' then 'reference' else 'coordinator' end as kind,
            string_agg(logicalrelid::regclass::text, ', ' order by logicalrelid::regclass::text) as tables
       from pg_dist_partition where logicalrelid::regclass::text not like 'pg\\_%' group by 1 order by 1`,
    )
    .catch(() => ({ rows: [] }));
  if (rows.length === 0) console.log('No Citus in this database: nothing to distribute.');
  for (const r of rows) console.log(`${r.kind}: ${r.tables}`);
} finally {
  await client.end();
}
