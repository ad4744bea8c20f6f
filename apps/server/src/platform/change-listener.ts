import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeFeed, RemoteChanges } from './change-feed.js';

/** The channel the watched tables' triggers notify at commit (migration 0006), and where barriers travel. */
export const CHANGES_CHANNEL = 'kg_changes';
const ACK_CHANNEL = 'kg_changes_ack';
/** Named so only once it listens: the servers a barrier waits for are the connections with this name. */
const LISTENING_NAME = 'kg-change-listener';

export interface ListenerTiming {
  /** How often the listening connection is shown to be alive. */
  pingMs: number;
  /** Without a sign of life for this long, copies are not trusted (a connection may be dead without saying so). */
  freshMs: number;
  /** How long a change waits for every server to confirm it heard it; longer than freshMs, see trusted(). */
  barrierMs: number;
  /** Wait before connecting again after the connection was lost. */
  reconnectMs: number;
}

const DEFAULT_TIMING: ListenerTiming = { pingMs: 500, freshMs: 2000, barrierMs: 4000, reconnectMs: 1000 };

interface Barrier {
  waiting: Set<number>;
  done: () => void;
}

/**
 * Hears other servers' changes on PostgreSQL: one connection of its own LISTENs on the channel the
 * triggers notify at commit. Copies are trusted only while that connection is listening and has shown
 * itself alive within `freshMs`; when it is lost, copies are dropped until it listens again.
 *
 * After a change committed here, `heardEverywhere` sends a barrier on the same channel and waits until
 * every listening server (the connections named LISTENING_NAME, seen in pg_stat_activity) confirms it:
 * notifications arrive in commit order, so a server confirming the barrier has emptied its copies of
 * the change. A server that does not confirm within `barrierMs` has had no sign of life for longer than
 * `freshMs` by then, so it does not trust its copies either.
 */
export class PostgresChangeListener implements RemoteChanges {
  private client: pg.Client | undefined;
  private pid = 0;
  private listening = false;
  private lastAlive = 0;
  private closed = false;
  private readonly barriers = new Map<string, Barrier>();
  private readonly timers: NodeJS.Timeout[] = [];
  private pinging = false;
  /** One statement at a time on the listening connection (pg wants no overlap). */
  private queue: Promise<unknown> = Promise.resolve();
  private resolveReady = () => {};
  private readonly listened = new Promise<void>((resolve) => (this.resolveReady = resolve));

  constructor(
    private readonly url: string,
    private readonly feed: ChangeFeed,
    private readonly timing: ListenerTiming = DEFAULT_TIMING,
  ) {
    void this.connect();
    const ping = setInterval(() => void this.ping(), timing.pingMs);
    ping.unref();
    this.timers.push(ping);
  }

  trusted(): boolean {
    return this.listening && Date.now() - this.lastAlive < this.timing.freshMs;
  }

  ready(): Promise<void> {
    return this.listened;
  }

  async heardEverywhere(): Promise<void> {
    const client = this.client;
    if (!client || !this.listening) return; // our own copies are off; the triggers still tell the others
    const id = randomUUID();
    let done = () => {};
    const confirmed = new Promise<void>((resolve) => (done = resolve));
    let timer: NodeJS.Timeout | undefined;
    try {
      const { rows } = await this.run<{ pids: number[] }>(
        client,
        `select coalesce(array_agg(pid), '{}') as pids from pg_stat_activity where application_name = $1 and datname = current_database()`,
        [LISTENING_NAME],
      );
      const waiting = new Set(rows[0]?.pids ?? []);
      if (waiting.size === 0) return;
      this.barriers.set(id, { waiting, done });
      await this.run(client, 'select pg_notify($1, $2)', [CHANGES_CHANNEL, `barrier:${id}`]);
      await Promise.race([confirmed, new Promise<void>((resolve) => (timer = setTimeout(resolve, this.timing.barrierMs)))]);
    } catch {
      // The connection went: its loss already emptied our copies; the others heard the trigger's notification.
    } finally {
      clearTimeout(timer);
      this.barriers.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.listening = false;
    for (const b of this.barriers.values()) b.done();
    await this.client?.end().catch(() => undefined);
  }

  private run<R extends pg.QueryResultRow>(client: pg.Client, text: string, params?: unknown[]): Promise<pg.QueryResult<R>> {
    const next = this.queue.then(() => client.query<R>(text, params));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    this.queue = Promise.resolve();
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, application_name: `${LISTENING_NAME}-starting` });
    this.client = client;
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.heard(client, message));
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      this.pid = rows[0]!.pid;
      await client.query(`listen ${CHANGES_CHANNEL}`);
      await client.query(`listen ${ACK_CHANNEL}`);
      await client.query(`set application_name = '${LISTENING_NAME}'`);
      if (this.closed || this.client !== client) return;
      this.lastAlive = Date.now();
      this.listening = true;
      // Whatever changed while nobody listened is unknown: start from nothing.
      this.feed.changed();
      this.resolveReady();
    } catch {
      this.lost(client);
    }
  }

  private heard(client: pg.Client, message: pg.Notification): void {
    if (client !== this.client) return;
    this.lastAlive = Date.now();
    const payload = message.payload ?? '';
    if (message.channel === ACK_CHANNEL) {
      const [id, pid] = payload.split(':');
      const barrier = this.barriers.get(id!);
      barrier?.waiting.delete(Number(pid));
      if (barrier && barrier.waiting.size === 0) barrier.done();
      return;
    }
    this.feed.changed();
    if (payload.startsWith('barrier:')) {
      this.run(client, 'select pg_notify($1, $2)', [ACK_CHANNEL, `${payload.slice('barrier:'.length)}:${this.pid}`]).catch(() => this.lost(client));
    }
  }

  private async ping(): Promise<void> {
    const client = this.client;
    if (!client || !this.listening || this.pinging) return;
    this.pinging = true;
    try {
      await this.run(client, 'select 1');
      if (client === this.client) this.lastAlive = Date.now();
    } catch {
      this.lost(client);
    } finally {
      this.pinging = false;
    }
  }

  private lost(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.listening = false;
    this.feed.changed();
    for (const b of this.barriers.values()) b.done();
    client.end().catch(() => undefined);
    if (this.closed) return;
    const retry = setTimeout(() => void this.connect(), this.timing.reconnectMs);
    retry.unref();
  }
}
