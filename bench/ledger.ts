/**
 * The ledger (issue 17), each measurement beside its ceiling in the same run:
 * - purchases through the API (an agent buys a recharge package for its kindergarten: one transaction of
 *   two entries, its Idempotency-Key and its audit row, in one database transaction) beside the bare-SQL
 *   ceiling of the same inserts on the same database, from as many clients (goal: at least 50 %);
 * - notifications through the API (the local channel's signed notification of a paid order, each for an
 *   order of its own, posted to `/pay/notify/local`: the signature checked over the raw body, then the order
 *   locked and paid, the ledger's payment and revenue share, the child's membership, the audit row and the
 *   notification's log, in one database transaction) beside the bare-SQL ceiling of the same statements on
 *   other orders (goal: at least 50 %). The notifications are signed before the clock starts (the provider's
 *   work, not the server's);
 * - the reconciliation over a year of a 1,000-kindergarten platform (goal: under 10 s on PostgreSQL):
 *   per kindergarten 12 recharges, 12 purchases by its agent and 300 membership payments split four ways.
 *
 *   npm run bench:ledger                       (PGlite in a temporary folder; BENCH_LEDGER_KIGS=100 for a quick look)
 *   DATABASE_URL=postgres://.../empty_db npm run bench:ledger
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.js';
import { accountId, post as postLedger } from '../apps/server/src/modules/money/ledger.service.js';
import { paymentOrders } from '../apps/server/src/modules/money/orders.tables.js';
import { LocalChannel, localKeys } from '../apps/server/src/modules/money/payment/local.js';
import { reconcile } from '../apps/server/src/modules/money/reconciliation.service.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KIGS = Number(process.env.BENCH_LEDGER_KIGS ?? 1000);
// Orders made ahead for each of the notifications' two measurements (each call pays one; running out fails the run).
const NOTIFY_ORDERS = Number(process.env.BENCH_NOTIFY_ORDERS ?? 4000);
const MEMBERSHIPS = Number(process.env.BENCH_LEDGER_MEMBERSHIPS ?? 300);
const GOAL_SHARE = 0.5;
const GOAL_RECONCILE_S = 10;

interface Row {
  name: string;
  tps: number;
  p50: number;
  p95: number;
}
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** Runs `op` from CONCURRENCY loops for DURATION_MS; every call must succeed (true, else what it answered). */
async function measure(name: string, op: () => Promise<true | string>): Promise<Row> {
  for (let i = 0; i < 20; i++) await op();
  const latencies: number[] = [];
  const end = performance.now() + DURATION_MS;
  let failures = 0;
  let first = '';
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const outcome = await op();
        if (outcome !== true) {
          failures++;
          first ||= outcome;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  if (failures) throw new Error(`${name}: ${failures} failed calls, the first answered ${first}`);
  latencies.sort((a, b) => a - b);
  return { name, tps: latencies.length / (DURATION_MS / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kg-bench-ledger-'));
const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: 'none',
    RUN_JOBS: 'false',
    RATE_LIMIT: 'off',
    DB_QUERY_TIMEOUT_MS: '0',
    DB_STATEMENT_TIMEOUT_MS: '0',
    DB_CONNECT_TIMEOUT_MS: '60000',
  }),
  logLevel: 'warn',
};
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db);
const db = database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
// The clients' connections stay open between the measurements (the signing before the notifications' takes a while on a
// busy machine, and a connection the server closes as idle while a client reuses it would reset a call).
app.server.keepAliveTimeout = 600_000;

const signIn = async (userName: string, appType: number) => {
  const res = await fetch(`${base}/sys/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'Demo_1234', appType }),
  });
  return { authorization: `Bearer ${((await res.json()) as { data: { token: string } }).data.token}`, 'content-type': 'application/json' };
};
const admin = await signIn('demo-ops', 9);
const agent = await signIn('demo-agent', 5);
const call = async (headers: Record<string, string>, url: string, body: object) => {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: { id: string } };
};

// --- purchases: through the API, then the same inserts as bare SQL ----------------------------------
const [kig] = await rows<{ id: string; parent_id: string }>(sql`select id, parent_id from organisations where code = 'KG0001'`);
const pack = await call(admin, '/agency/rechargePackage/save', { orderCode: 'BENCH01', packageType: 'platform', months: 1, monthlyFee: 1_00, agentPrice: 1_00, kigPrice: 2_00 });
await call(admin, '/agency/rechargePackage/putOn', { ids: [pack.data.id] });
const agentAccount = await db.transaction(async (tx) => {
  const own = await accountId(tx, { kind: 'agent', orgId: kig!.parent_id });
  const channel = await accountId(tx, { kind: 'channel', channel: 'transfer' });
  await postLedger(tx, {
    cause: 'recharge',
    causeId: null,
    actor: { userId: null, orgId: null },
    entries: [
      { accountId: channel, amount: -1_000_000_000_00 },
      { accountId: own, amount: 1_000_000_000_00 },
    ],
  });
  return own;
});
const platformAccount = await accountId(db, { kind: 'platform' });
let seq = 0;
const purchases = await measure('POST /money/purchase (through the API)', async () => {
  const res = await fetch(`${base}/money/purchase`, {
    method: 'POST',
    headers: { ...agent, 'idempotency-key': `bench-${seq++}` },
    body: JSON.stringify({ kigId: kig!.id, packageId: pack.data.id }),
  });
  const text = await res.text();
  return res.ok || `${res.status} ${text.slice(0, 200)}`;
});
const [agentUser] = await rows<{ id: string }>(sql`select id from users where user_name = 'demo-agent'`);
const ceiling = await measure('ceiling: the same inserts as bare SQL', async () => {
  const key = `bare-${seq++}`;
  await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`insert into ledger_transactions (id, cause, cause_id, memo, actor_id, actor_org_id)
      values (gen_random_uuid(), 'purchase', ${pack.data.id}, 'BENCH01', ${agentUser!.id}, ${kig!.parent_id}) returning id`);
    const id = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const [first, second] = agentAccount < platformAccount ? [agentAccount, platformAccount] : [platformAccount, agentAccount];
    const amount = (account: string) => (account === agentAccount ? -1_00 : 1_00);
    await tx.execute(sql`insert into ledger_entries (id, transaction_id, account_id, amount) values
      (gen_random_uuid(), ${id}, ${first}, ${amount(first)}), (gen_random_uuid(), ${id}, ${second}, ${amount(second)})`);
    await tx.execute(sql`insert into idempotency_keys (user_id, route, key, request_hash, answer) values (${agentUser!.id}, '/money/purchase', ${key}, 'h', '{}'::jsonb)`);
    await tx.execute(
      sql`insert into audit_logs (id, at, user_id, org_id, action, resource, resource_id, result) values (gen_random_uuid(), now(), ${agentUser!.id}, ${kig!.parent_id}, 'buy', 'rechargePackage', ${pack.data.id}, 'ok')`,
    );
  });
  return true;
});

// --- notifications: the local channel's signed notifications through the API, then the same statements as bare SQL --
const [kigRow] = await rows<{ agent_id: string | null }>(sql`select agent_id from organisations where id = ${kig!.id}`);
const children = await rows<{ id: string }>(sql`select id from students where kig_id = ${kig!.id} and status = 'studying' and deleted = false order by student_number limit 40`);
const [vip] = await rows<{ id: string; valid_days: number }>(
  sql`select id, valid_days from vip_packages where shelf_state = 'onShelf' and deleted = false and not coalesce(try_flag, false) order by valid_days limit 1`,
);
const far = new Date(Date.now() + 24 * 3600_000);
/** NOTIFY_ORDERS unpaid orders of the local channel for KG0001's children in turn, at the demo's prices (15.00 paid: 10.00 platform, 2.00 agent). */
async function makeOrders(prefix: string): Promise<{ id: string; code: string; studentId: string }[]> {
  const made = Array.from({ length: NOTIFY_ORDERS }, (_, i) => ({
    code: `${prefix}${String(i).padStart(7, '0')}`,
    orgId: kig!.id,
    studentId: children[i % children.length]!.id,
    packageId: vip!.id,
    amount: 15_00,
    channel: 'local' as const,
    payFlag: 'unpaid' as const,
    orderedAt: new Date(),
    expiresAt: far,
    review: false,
    platformPrice: 10_00,
    agentPrice: 12_00,
    agentId: kigRow!.agent_id,
  }));
  const out: { id: string; code: string; studentId: string }[] = [];
  for (let i = 0; i < made.length; i += 500)
    out.push(
      ...(await db
        .insert(paymentOrders)
        .values(made.slice(i, i + 500))
        .returning({ id: paymentOrders.id, code: paymentOrders.code, studentId: paymentOrders.studentId })),
    );
  return out;
}
const local = new LocalChannel(localKeys(config.dataDir));
const apiOrders = await makeOrders('PBENCHA');
const bodies = apiOrders.map((o) => local.notification({ orderCode: o.code, amount: 15_00, tradeNo: `T${o.code}`, at: new Date() }));
let nextBody = 0;
const notifications = await measure('POST /pay/notify/local (through the API)', async () => {
  const body = bodies[nextBody++];
  if (body === undefined) throw new Error('BENCH_NOTIFY_ORDERS too low: every order was paid');
  const res = await fetch(`${base}/pay/notify/local`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const text = await res.text();
  return (res.ok && text === 'success') || `${res.status} ${text.slice(0, 200)}`;
});
const [paidThrough] = await rows<{ n: number }>(sql`select count(*)::int as n from payment_orders where code like 'PBENCHA%' and pay_flag = 'paid'`);
if (paidThrough!.n !== nextBody) throw new Error(`notifications: ${nextBody} sent, ${paidThrough!.n} orders paid`);
const sqlOrders = await makeOrders('PBENCHB');
const ledgerAccount = async (code: string) => (await rows<{ id: string }>(sql`select id from ledger_accounts where code = ${code}`))[0]!.id;
const payAccounts = {
  channel: await ledgerAccount('channel:local'),
  transit: await ledgerAccount('transit'),
  kig: await ledgerAccount(`org:${kig!.id}`),
  agent: await ledgerAccount(`org:${kigRow!.agent_id}`),
  platform: platformAccount,
};
const sortedEntries = (txId: string, entries: [string, number][]) =>
  sql.join(
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([account, amount]) => sql`(gen_random_uuid(), ${txId}, ${account}, ${amount})`),
    sql`, `,
  );
let nextOrder = 0;
const notifyCeiling = await measure('ceiling: the same statements as bare SQL', async () => {
  const order = sqlOrders[nextOrder++];
  if (!order) throw new Error('BENCH_NOTIFY_ORDERS too low: every order was paid');
  await db.transaction(async (tx) => {
    const one = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    await tx.execute(sql`select id from payment_orders where code = ${order.code} limit 1 for update`);
    const pay = await one<{ id: string }>(sql`insert into ledger_transactions (id, cause, cause_id, memo, detail, actor_org_id)
      values (gen_random_uuid(), 'orderPayment', ${order.id}, ${order.code}, ${JSON.stringify({ tradeNo: `T${order.code}`, channel: 'local' })}::jsonb, ${kig!.id}) returning id`);
    await tx.execute(
      sql`insert into ledger_entries (id, transaction_id, account_id, amount) values ${sortedEntries(pay.id, [
        [payAccounts.channel, -15_00],
        [payAccounts.transit, 15_00],
      ])}`,
    );
    const share = await one<{ id: string }>(sql`insert into ledger_transactions (id, cause, cause_id, memo, detail, actor_org_id)
      values (gen_random_uuid(), 'revenueShare', ${order.id}, ${order.code}, ${JSON.stringify({ kigShare: 3_00, agentShare: 2_00, platformShare: 10_00 })}::jsonb, ${kig!.id}) returning id`);
    await tx.execute(
      sql`insert into ledger_entries (id, transaction_id, account_id, amount) values ${sortedEntries(share.id, [
        [payAccounts.transit, -15_00],
        [payAccounts.kig, 3_00],
        [payAccounts.platform, 10_00],
        [payAccounts.agent, 2_00],
      ])}`,
    );
    await tx.execute(sql`update payment_orders set pay_flag = 'paid', paid_at = now(), trade_no = ${`T${order.code}`},
      payment_transaction_id = ${pay.id}, share_transaction_id = ${share.id} where id = ${order.id}`);
    await tx.execute(sql`select 1 from students where kig_id = ${kig!.id} and id = ${order.studentId} for update`);
    const latest = await one<{ end: string | null }>(
      sql`select max(end_date)::text as end from memberships where kig_id = ${kig!.id} and student_id = ${order.studentId} and deleted = false`,
    );
    await tx.execute(sql`insert into memberships (id, kig_id, student_id, package_id, source, start_date, end_date, price_paid, renewal, sold_on)
      values (gen_random_uuid(), ${kig!.id}, ${order.studentId}, ${vip!.id}, 'online', coalesce(${latest.end}::date + 1, current_date),
              coalesce(${latest.end}::date + 1, current_date) + ${vip!.valid_days - 1}::int, 1500, ${latest.end !== null}, current_date)`);
    await tx.execute(
      sql`insert into audit_logs (id, at, org_id, action, resource, resource_id, result, detail) values (gen_random_uuid(), now(), ${kig!.id}, 'pay', 'paymentOrder', ${order.id}, 'ok', ${JSON.stringify({ code: order.code, amount: 15_00 })}::jsonb)`,
    );
    await tx.execute(sql`insert into payment_notifications (id, channel, order_code, order_id, verified, outcome, amount, trade_no)
      values (gen_random_uuid(), 'local', ${order.code}, ${order.id}, true, 'paid', 1500, ${`T${order.code}`})`);
  });
  return true;
});
await app.close();

// The tables first (the year's load and its reconciliation take a while on a busy machine).
const os = await import('node:os');
console.log(
  `\nDatabase: ${database.driver}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}); Node ${process.version}; ${CONCURRENCY} concurrent clients; ${DURATION_MS / 1000} s each\n`,
);
/** One table per movement: its bare-SQL ceiling, then the API's share of it. */
const table = (unit: string, ceilingRow: Row, apiRow: Row) => {
  console.log(`| measurement | ${unit} per second | of the ceiling | p50 ms | p95 ms |`);
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| ${ceilingRow.name} | ${Math.round(ceilingRow.tps)} | 100 % | ${ceilingRow.p50.toFixed(1)} | ${ceilingRow.p95.toFixed(1)} |`);
  console.log(`| ${apiRow.name} | ${Math.round(apiRow.tps)} | ${Math.round((100 * apiRow.tps) / ceilingRow.tps)} % | ${apiRow.p50.toFixed(1)} | ${apiRow.p95.toFixed(1)} |`);
};
console.log('Purchases (an agent buys a recharge package):\n');
table('transactions', ceiling, purchases);
console.log('\nNotifications (the local channel pays an order: payment, revenue share, membership):\n');
table('notifications', notifyCeiling, notifications);

// --- a year of a 1,000-kindergarten platform, then the reconciliation ----------------------------------
const loadStarted = performance.now();
await db.execute(sql`alter table ledger_entries disable trigger user`);
await db.execute(sql`insert into ledger_accounts (id, code, kind, org_id, balance, may_go_negative)
  select gen_random_uuid(), 'bench:kig:' || n, 'kindergarten', null::uuid, 0, false from generate_series(1, ${KIGS}) n
  union all select gen_random_uuid(), 'bench:agent:' || n, 'agent', null::uuid, 0, false from generate_series(1, ${Math.ceil(KIGS / 10)}) n`);
// Per kindergarten: 12 recharges (channel -> kindergarten), 12 purchases (its agent -> platform), MEMBERSHIPS
// membership payments (channel -> kindergarten, agent and platform shares).
await db.execute(sql`drop table if exists bench_tx`);
await db.execute(sql`create table bench_tx as
  select gen_random_uuid() as id, k.n, m.kind, m.i,
         timestamptz '2025-01-01 00:00:00+08' + (m.i * interval '1 hour') + (k.n * interval '1 second') as at
  from generate_series(1, ${KIGS}) k(n),
       lateral (select 'recharge' as kind, i from generate_series(1, 12) i
                union all select 'purchase', i from generate_series(1, 12) i
                union all select 'membership', i from generate_series(1, ${MEMBERSHIPS}) i) m`);
await db.execute(sql`insert into ledger_transactions (id, at, cause, memo) select id, at, kind, 'bench' from bench_tx`);
const [channel] = await rows<{ id: string }>(sql`select id from ledger_accounts where code = 'channel:transfer'`);
await db.execute(sql`
  with k as (select n, (select id from ledger_accounts where code = 'bench:kig:' || n) as kig,
                       (select id from ledger_accounts where code = 'bench:agent:' || ((n - 1) / 10 + 1)) as agent from generate_series(1, ${KIGS}) n)
  insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, at)
  select gen_random_uuid(), t.id, e.account, e.amount, 0, t.at
  from bench_tx t join k on k.n = t.n,
  lateral (
    select * from (values
      (${channel!.id}::uuid, -50000::bigint, 'recharge'), (k.kig, 50000, 'recharge'),
      (k.agent, -1000, 'purchase'), (${platformAccount}::uuid, 1000, 'purchase'),
      (${channel!.id}::uuid, -9900, 'membership'), (k.kig, 6000, 'membership'), (k.agent, 2000, 'membership'), (${platformAccount}::uuid, 1900, 'membership')
    ) v(account, amount, kind) where v.kind = t.kind
  ) e`);
await db.execute(
  sql`update ledger_accounts a set balance = s.total from (select account_id, sum(amount) as total from ledger_entries group by account_id) s where s.account_id = a.id`,
);
await db.execute(sql`alter table ledger_entries enable trigger user`);
await db.execute(sql`drop table bench_tx`);
await db.execute(sql`analyze ledger_entries`);
await db.execute(sql`analyze ledger_transactions`);
await db.execute(sql`analyze ledger_accounts`);
const loadSeconds = (performance.now() - loadStarted) / 1000;
const [counts] = await rows<{ t: number; e: number; a: number }>(
  sql`select (select count(*)::int from ledger_transactions) as t, (select count(*)::int from ledger_entries) as e, (select count(*)::int from ledger_accounts) as a`,
);
const runs: number[] = [];
let differences = 0;
for (let i = 0; i < 3; i++) {
  const report = await reconcile(db, 'en');
  runs.push(report.tookMs);
  differences = report.differences.length;
}
runs.sort((a, b) => a - b);
await database.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nReconciliation of a year of ${KIGS} kindergartens (${counts!.a} accounts, ${counts!.t} transactions, ${counts!.e} entries; loaded in ${loadSeconds.toFixed(0)} s): ` +
    `median of 3 runs ${(runs[1]! / 1000).toFixed(2)} s (runs: ${runs.map((r) => (r / 1000).toFixed(2)).join(', ')} s), ${differences} differences`,
);
console.log(`\nGoals:`);
console.log(
  `- purchases through the API at least ${GOAL_SHARE * 100} % of the bare-SQL ceiling: ${Math.round((100 * purchases.tps) / ceiling.tps)} % (${purchases.tps >= GOAL_SHARE * ceiling.tps ? 'met' : 'not met'})`,
);
console.log(
  `- notifications through the API at least ${GOAL_SHARE * 100} % of the bare-SQL ceiling: ${Math.round((100 * notifications.tps) / notifyCeiling.tps)} % (${notifications.tps >= GOAL_SHARE * notifyCeiling.tps ? 'met' : 'not met'})`,
);
console.log(
  `- reconciliation under ${GOAL_RECONCILE_S} s on PostgreSQL: ${(runs[1]! / 1000).toFixed(2)} s on ${database.driver} (${runs[1]! / 1000 < GOAL_RECONCILE_S ? 'met' : 'not met'})`,
);
