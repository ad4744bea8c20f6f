import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { freePort } from '../../test/free-port.js';
import { openTestDatabase } from '../../test/test-app.js';
import { agentBankAccounts } from '../sms/sms.tables.js';
import { accountId, post } from './ledger.service.js';

const template = inject('dbTemplate');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * kill -9 in the middle of money moving under load (issue 17, "Invariants"): the real server (`npm
 * start`'s command) takes purchases and withdrawals (requested, approved, paid) from several clients at
 * once and is killed with SIGKILL mid-way; started again on the same database, every movement it
 * acknowledged is there (and its Idempotency-Key answers it again, moving nothing twice), and the
 * reconciliation finds no difference: no half-written transaction, every balance the sum of its entries.
 * On PostgreSQL, and on PGlite (its data folder, as a first start leaves it).
 */
interface ServerProcess {
  process: ChildProcess;
  base: string;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: 'none', RUN_JOBS: 'false', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('Ready:') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready: ${out}`)));
  });
  return { process: child, base: `http://127.0.0.1:${port}` };
}

async function kill9(server: ServerProcess): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}

type Envelope<T> = { code: number; txt: string; data: T };

class Client {
  constructor(
    readonly server: { base: string },
    readonly token: string,
  ) {}

  static async signIn(server: { base: string }, userName: string, appType: number): Promise<Client> {
    const res = await fetch(`${server.base}/sys/login/login?lang=en_US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'Demo_1234', appType }),
    });
    return new Client(server, ((await res.json()) as Envelope<{ token: string }>).data.token);
  }

  async call<T>(method: 'GET' | 'POST', url: string, body?: object, key?: string): Promise<Envelope<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (body) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`${this.server.base}${url}${url.includes('?') ? '&' : '?'}lang=en_US`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return (await res.json()) as Envelope<T>;
  }
}

describe.each([template.kind])('kill -9 in the middle of money moving (%s)', (kind) => {
  let dataDir = '';
  let env: Record<string, string> = {};
  let drop: () => Promise<void> = async () => undefined;
  let server: ServerProcess | undefined;
  let kigId = '';
  let agentAccount = '';

  beforeAll(async () => {
    if (kind === 'pglite') dataDir = mkdtempSync(path.join(inject('scratchDir'), 'ledger-crash-'));
    const opened = await openTestDatabase(kind === 'pglite' ? { dataDir: path.join(dataDir, 'pglite') } : {});
    const db = opened.database.db;
    const orgs = await db.select({ id: organisations.id, code: organisations.code }).from(organisations);
    kigId = orgs.find((o) => o.code === 'KG0001')!.id;
    const agentId = orgs.find((o) => o.code === 'AG0001')!.id;
    // The agent's balance (a recharge already approved) and its checked bank account, as the demo has them.
    agentAccount = await db.transaction(async (tx) => {
      const agent = await accountId(tx, { kind: 'agent', orgId: agentId });
      const channel = await accountId(tx, { kind: 'channel', channel: 'transfer' });
      await post(tx, {
        cause: 'recharge',
        causeId: null,
        actor: { userId: null, orgId: null },
        entries: [
          { accountId: channel, amount: -1_000_000_00 },
          { accountId: agent, amount: 1_000_000_00 },
        ],
      });
      return agent;
    });
    const [bank] = await db.select().from(agentBankAccounts).where(eq(agentBankAccounts.agentId, agentId));
    if (!bank)
      await db.insert(agentBankAccounts).values({ agentId, accountName: '华东区域代理有限公司', bankName: '招商银行上海分行', accountSealed: 'sealed', accountLast4: '6868' });
    if (kind === 'pglite') {
      await opened.database.close();
      env = { DATA_DIR: dataDir };
    } else {
      env = { DATABASE_URL: opened.url! };
      drop = opened.drop;
    }
    server = await startServer(env);
  }, 180_000);

  afterAll(async () => {
    if (server) await kill9(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await drop();
  });

  it('loses no acknowledged movement, leaves no half transaction, and reconciles with no difference', async () => {
    const admin = await Client.signIn(server!, 'demo-ops', 9);
    const agent = await Client.signIn(server!, 'demo-agent', 5);
    const finance = await Client.signIn(server!, 'demo-finance', 11);
    const pack = { orderCode: `KILL${Date.now()}`, packageType: 'platform', months: 1, monthlyFee: 1_00, agentPrice: 1_00, kigPrice: 2_00 };
    const saved = await admin.call<{ id: string }>('POST', '/agency/rechargePackage/save', pack);
    expect(saved.code, `${saved.txt} ${JSON.stringify(saved.data)}`).toBe(200);
    const packageId = saved.data.id;
    expect((await admin.call('POST', '/agency/rechargePackage/putOn', { ids: [packageId] })).code).toBe(200);

    // What the server acknowledged (answered 200): the Idempotency-Key, the body and the transaction.
    const purchases: { key: string; transactionId: string }[] = [];
    const withdrawals: { id: string; hold: string; paid?: string }[] = [];
    let stopped = false;
    const ask = async <T>(send: () => Promise<Envelope<T>>): Promise<Envelope<T> | undefined> => {
      try {
        return await send();
      } catch {
        stopped = true; // the server is gone
        return undefined;
      }
    };
    const buyer = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const key = `kill-${n}-${i}`;
        const answer = await ask(() => agent.call<{ transactionId: string }>('POST', '/money/purchase', { kigId, packageId }, key));
        if (answer?.code === 200) purchases.push({ key, transactionId: answer.data.transactionId });
      }
    };
    const withdrawer = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const asked = await ask(() => agent.call<{ id: string; transactionId: string }>('POST', '/money/withdrawal/request', { amount: 1_00 }, `kill-w-${n}-${i}`));
        if (asked?.code !== 200) continue;
        const w: { id: string; hold: string; paid?: string } = { id: asked.data.id, hold: asked.data.transactionId };
        withdrawals.push(w);
        const approved = await ask(() => finance.call('POST', '/money/withdrawal/approve', { id: w.id }, `kill-a-${w.id}`));
        if (approved?.code !== 200) continue;
        const paid = await ask(() => finance.call<{ transactionId: string }>('POST', '/money/withdrawal/pay', { id: w.id, reference: `T${i}` }, `kill-p-${w.id}`));
        if (paid?.code === 200) w.paid = paid.data.transactionId;
      }
    };
    const load = [0, 1, 2, 3, 4, 5].map(buyer).concat([0, 1].map(withdrawer));
    // Killed once the load has been running a while: in the middle of requests, whichever they are.
    while (purchases.length < 60) await new Promise((resolve) => setTimeout(resolve, 10));
    await kill9(server!);
    stopped = true;
    await Promise.all(load);
    expect(purchases.length).toBeGreaterThanOrEqual(60);

    server = await startServer(env);
    const agentAgain = new Client(server, agent.token);
    const financeAgain = new Client(server, finance.token);
    // Every transaction on the agent's account, read back page by page.
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const lines = await agentAgain.call<{ records: { transactionId: string }[]; total: number }>('GET', `/money/lines?accountId=${agentAccount}&pageSize=100&pageNumber=${page}`);
      expect(lines.code).toBe(200);
      for (const l of lines.data.records) seen.add(l.transactionId);
      if (page * 100 >= lines.data.total) break;
    }
    const acknowledged = [...purchases.map((p) => p.transactionId), ...withdrawals.map((w) => w.hold)];
    expect(acknowledged.filter((id) => !seen.has(id))).toEqual([]);
    // Each paid withdrawal's payment is there too (the transit account's), and each is withdrawn.
    for (const w of withdrawals.filter((x) => x.paid)) {
      const got = await financeAgain.call<{ state: string }>('GET', `/money/withdrawal/get?id=${w.id}`);
      expect(got.data.state).toBe('withdrawn');
    }
    // An acknowledged purchase asked again with its key answers the same transaction: nothing moves twice.
    for (const p of purchases.slice(-5)) {
      const again = await agentAgain.call<{ transactionId: string }>('POST', '/money/purchase', { kigId, packageId }, p.key);
      expect(again.data.transactionId).toBe(p.transactionId);
    }
    const report = await financeAgain.call<{ differences: unknown[]; transactions: number }>('GET', '/money/reconciliation/report');
    expect(report.code).toBe(200);
    expect(report.data.differences).toEqual([]);
    expect(report.data.transactions).toBeGreaterThanOrEqual(acknowledged.length);
  }, 240_000);
});
