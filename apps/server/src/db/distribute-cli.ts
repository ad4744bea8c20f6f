import { loadConfig } from '../platform/config.js';
import { withMigratedClient } from './migrated-client.js';

/** `npm run db:distribute -w apps/server`: migrates, which on Citus also distributes, and tells where every table is. */
const config = loadConfig();
const { databaseUrl } = config;
if (!databaseUrl) throw new Error('DATABASE_URL names no database: distribution is for a Citus coordinator');
await withMigratedClient({ ...config, databaseUrl }, async (client) => {
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
});
