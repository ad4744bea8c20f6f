import type pg from 'pg';
import { hasCitus } from './distribute.js';
import { DISTRIBUTED, tableName } from './distribution.js';

/**
 * Where an organisation's kindergartens live on Citus, named by its `shardNum` (the number the
 * sign-in answer carries, inherited by the organisations created under it):
 * - `00001`, every organisation's at first: shared shards, spread over the workers by Citus's hash;
 * - `0000N`, N >= 2: each of its kindergartens isolated on shards of its own (tenant isolation), all
 *   on the (N-1)th worker in the order the workers were added. A large group gets a worker to itself.
 * Moves use Citus's own isolation and shard moves; the kindergarten's co-located tables move together.
 */
export const SHARED = '00001';

export class PlacementRefused extends Error {}

export interface WorkerNode {
  host: string;
  port: number;
}
/** What happened to one kindergarten. */
export interface PlacementStep {
  kindergarten: string;
  isolated: boolean;
  movedFrom?: string;
  on: string;
  /** How long the isolation (writes to its shard's kindergartens wait meanwhile) and the move took. */
  ms?: { isolate?: number; move?: number };
}
/** Citus's modes of a shard move: `auto` moves without blocking writes (logical replication: `wal_level = logical`). */
export type TransferMode = 'auto' | 'force_logical' | 'block_writes';

/**
 * The isolation (a split of the kindergarten's shard group on its own worker) always blocks writes:
 * Citus 13.2's logical split hangs when a row of the shard is updated or deleted while it copies
 * (citusdata/citus#6790; seen here: the split children get their keys after the copy, so the
 * replicated delete of a day summary is refused, "publisher did not send replica identity column",
 * and the apply worker retries it for ever). Writes to the kindergartens of that shard wait while it
 * copies, for as long as the README says; the move that follows is logical in `auto` and blocks nothing.
 */
const ISOLATION_MODE: TransferMode = 'block_writes';

const where = (n: WorkerNode) => `${n.host}:${n.port}`;

/** The workers that hold shards, in the order they were added. */
export async function activeWorkers(client: pg.ClientBase): Promise<WorkerNode[]> {
  const { rows } = await client.query<WorkerNode>(
    `select nodename as host, nodeport as port from pg_dist_node
      where groupid <> 0 and noderole = 'primary' and isactive and shouldhaveshards order by nodeid`,
  );
  return rows;
}

/** The worker a shard number names, or undefined for the shared shards. */
export function workerOf(shardNum: string, workers: WorkerNode[]): WorkerNode | undefined {
  if (!/^\d{5}$/.test(shardNum) || Number(shardNum) < 1) throw new PlacementRefused(`shard number ${shardNum}: five digits, 00001 or more`);
  if (shardNum === SHARED) return undefined;
  const worker = workers[Number(shardNum) - 2];
  if (!worker) throw new PlacementRefused(`shard number ${shardNum} names worker ${Number(shardNum) - 1}; the cluster has ${workers.length}`);
  return worker;
}

/** The shard holding a kindergarten's rows of the co-located tables, whether it holds only them, and where. */
async function shardOf(client: pg.ClientBase, anchor: string, kig: string) {
  const { rows } = await client.query<{ shard: string; alone: boolean; host: string; port: number }>(
    `select s.shardid::text as shard, s.shardminvalue = s.shardmaxvalue as alone, n.nodename as host, n.nodeport as port
       from pg_dist_shard s join pg_dist_placement p using (shardid) join pg_dist_node n using (groupid)
      where s.shardid = get_shard_id_for_distribution_column($1, $2::uuid)`,
    [anchor, kig],
  );
  return rows[0]!;
}

/**
 * Places the kindergartens of organisation `code` (itself, or every one under it) where its shard
 * number says, after setting that number on it and everything under it when `shardNum` is given.
 * Idempotent: a kindergarten already alone on its shards and on its worker is left. Runs outside a
 * transaction, one kindergarten at a time (each move is Citus's own, and resumable by running again).
 */
export async function placeOrganisation(client: pg.ClientBase, code: string, shardNum?: string, mode: TransferMode = 'auto'): Promise<PlacementStep[]> {
  if (!(await hasCitus(client))) throw new PlacementRefused('this database has no Citus: a placement is made on a Citus coordinator');
  const { rows: found } = await client.query<{ path: string; shard_num: string }>(`select path, shard_num from organisations where code = $1 and not deleted`, [code]);
  const org = found[0];
  if (!org) throw new PlacementRefused(`no organisation ${code}`);
  const target = workerOf(shardNum ?? org.shard_num, await activeWorkers(client));
  if (shardNum && shardNum !== org.shard_num) {
    await client.query(`update organisations set shard_num = $2 where path like $1 || '%'`, [org.path, shardNum]);
  }
  const { rows: kindergartens } = await client.query<{ id: string; code: string }>(
    `select id, code from organisations where path like $1 || '%' and kind = 'kindergarten' and not deleted order by code`,
    [org.path],
  );
  const anchor = tableName(DISTRIBUTED[0]!);
  const steps: PlacementStep[] = [];
  for (const kig of kindergartens) {
    let shard = await shardOf(client, anchor, kig.id);
    // The shared shards: Citus cannot merge an isolated kindergarten back, and need not.
    if (!target) {
      steps.push({ kindergarten: kig.code, isolated: shard.alone, on: where(shard) });
      continue;
    }
    const step: PlacementStep = { kindergarten: kig.code, isolated: false, on: where(target) };
    if (!shard.alone) {
      const started = performance.now();
      await client.query(`select isolate_tenant_to_new_shard($1, $2::uuid, 'CASCADE', shard_transfer_mode => $3)`, [anchor, kig.id, ISOLATION_MODE]);
      step.isolated = true;
      step.ms = { isolate: Math.round(performance.now() - started) };
      shard = await shardOf(client, anchor, kig.id);
    }
    if (where(shard) !== where(target)) {
      const started = performance.now();
      await client.query(`select citus_move_shard_placement($1::bigint, $2, $3, $4, $5, shard_transfer_mode => $6)`, [
        shard.shard,
        shard.host,
        shard.port,
        target.host,
        target.port,
        mode,
      ]);
      step.movedFrom = where(shard);
      step.ms = { ...step.ms, move: Math.round(performance.now() - started) };
    }
    steps.push(step);
  }
  return steps;
}
