/**
 * PGlite on a thread of its own: whatever it does (a long statement, a log flush that spins), the
 * server's thread keeps answering and can stop it. Requests are handled as they come; PGlite's own
 * locks put them in order, and a transaction holds them until the server's thread ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { errorToWire, type Reply, type Request, type WireQueryOptions, type WorkerStart } from './pglite-protocol.js';

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  ended: Promise<void>;
}

const port = parentPort!;
const start = workerData as WorkerStart;
const transactions = new Map<number, OpenTransaction>();
const ROLLBACK = Symbol('rollback');
const raw = (text: string) => text;
// One parsers object per set of raw types (drizzle always sends the same one).
const rawParsers = new Map<string, ParserOptions>();

function parsersFor(types: number[] | undefined): ParserOptions | undefined {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) rawParsers.set(key, (parsers = Object.fromEntries(types.map((oid) => [oid, raw]))));
  return parsers;
}

const loadDataDir = start.loadDataDir ? new Blob([start.loadDataDir]) : undefined;
const artifacts = start.artifacts
  ? { pgliteWasmModule: start.artifacts.pgliteWasmModule, initdbWasmModule: start.artifacts.initdbWasmModule, fsBundle: new Blob([start.artifacts.fsBundle]) }
  : {};
const db = await PGlite.create(start.dataDir, { loadDataDir, ...artifacts }).catch((error: unknown) => {
  port.postMessage({ id: 0, ok: false, error: errorToWire(error) } satisfies Reply);
  throw error;
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies Reply);

async function begin(): Promise<OpenTransaction> {
  let opened!: (tx: Transaction) => void;
  let finish!: (commit: boolean) => void;
  const txOpened = new Promise<Transaction>((resolve) => (opened = resolve));
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  const ended = db
    .transaction(async (tx) => {
      opened(tx);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error !== ROLLBACK) throw error;
      },
    );
  // BEGIN failing ends the transaction before it opened.
  const tx = await Promise.race([txOpened, ended.then(() => Promise.reject(new Error('Transaction is closed')))]);
  return { tx, finish, ended };
}

function query(text: string, params: unknown[], options: WireQueryOptions, txId: number | undefined) {
  const target = txId === undefined ? db : transactions.get(txId)?.tx;
  if (!target) throw new Error('Transaction is closed');
  return target.query(text, params, { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers: parsersFor(options.rawTypes) });
}

async function handle(request: Request): Promise<{ value?: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query':
      return { value: await query(request.text, request.params, request.options, request.tx) };
    case 'begin':
      transactions.set(request.id, await begin());
      return { value: request.id };
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      transactions.delete(request.tx);
      open.finish(request.commit);
      await open.ended;
      return {};
    }
    case 'dump': {
      const bytes = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      return { value: bytes, transfer: [bytes.buffer] };
    }
    case 'close':
      await db.close();
      return {};
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    ({ value, transfer }) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply, transfer),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorToWire(error) } satisfies Reply),
  );
});
