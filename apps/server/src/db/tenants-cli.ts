import { loadConfig } from '../platform/config.js';
import { withMigratedClient } from './migrated-client.js';
import { placeOrganisation, PlacementRefused, type TransferMode } from './tenant-placement.js';

const usage = `Usage: npm run tenants:place -w apps/server -- <organisation code> [<shard number>] [--block-writes]
Places the organisation's kindergartens where its shard number says (Citus only):
  00001      shared shards, spread over the workers (every organisation's at first)
  0000N      each kindergarten on shards of its own, on the (N-1)th worker (00002: the first)
Given a shard number, it is set on the organisation and everything under it first. Isolating a
kindergarten on shards of its own blocks writes to the kindergartens of its shard while it copies;
the move to the worker does not (logical replication: wal_level = logical). --block-writes moves
blocking writes too, where logical replication is not set up.`;

const args = process.argv.slice(2);
const mode: TransferMode = args.includes('--block-writes') ? 'block_writes' : 'auto';
const [code, shardNum] = args.filter((a) => !a.startsWith('--'));
const config = loadConfig();
const { databaseUrl } = config;
if (!code || !databaseUrl) {
  console.log(usage);
  process.exit(2);
}
try {
  const steps = await withMigratedClient({ ...config, databaseUrl }, (client) => placeOrganisation(client, code, shardNum, mode));
  for (const step of steps) {
    const took = (ms: number | undefined) => (ms === undefined ? '' : ` in ${(ms / 1000).toFixed(1)} s`);
    const moved = step.movedFrom ? `moved from ${step.movedFrom}${took(step.ms?.move)}` : 'in place';
    console.log(`${step.kindergarten}: ${step.isolated ? `isolated${took(step.ms?.isolate)}, ` : ''}${moved}, on ${step.on}`);
  }
} catch (error) {
  if (!(error instanceof PlacementRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
