import { isWriteStatement } from './statement-guard.js';

/**
 * A table whose committed changes are announced. `columns`: an update counts only when it sets one
 * of them (a session's last-seen time is not a change of who may do what); `inserts: false`: a new
 * row changes nothing already known (a new session).
 */
export interface WatchedTable {
  table: string;
  columns?: readonly string[];
  inserts?: false;
}

/** What another process's changes are heard through (PostgreSQL's LISTEN); absent on PGlite. */
export interface RemoteChanges {
  /** True while every change committed by another process is heard before a request could read around it. */
  trusted(): boolean;
  /** After a change committed here: resolves once every listening server has heard it (or a bounded wait ran out). */
  heardEverywhere(): Promise<void>;
  /** Resolves once listening. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const UPDATE = /^\s*update\s+"?(\w+)"?\s+set\s+([\s\S]*?)(?:\s+where\s|\s+returning\s|\s+from\s|$)/i;
const SET_COLUMN = /(?:^|,)\s*"?(\w+)"?\s*=/g;
const INSERT = /^\s*insert\s+into\s+"?(\w+)"?/i;
const DELETE = /^\s*delete\s+from\s+"?(\w+)"?/i;
/** Every table a `with` statement's common table expressions write. */
const WRITTEN_IN_CTE = /\b(?:insert\s+into|delete\s+from|update)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;
/**
 * Verdicts kept for statement texts up to this length, this many at most (then forgotten all at once):
 * a list's text is a few kilobytes that the patterns above scanned on every request (56 µs of a list's
 * 700 in the server's CPU profile), and the server runs a few hundred distinct texts.
 */
const VERDICT_TEXT_MAX = 16_384;
const VERDICTS_KEPT = 512;

/**
 * Committed changes of watched tables, told to whoever keeps copies of them (the session cache).
 * Changes made through this process's database connections are told right after their commit,
 * before the statement's caller continues; other processes' changes arrive through `remote`.
 */
export class ChangeFeed {
  private readonly watched = new Map<string, WatchedTable>();
  private readonly subscribers = new Set<() => void>();
  private readonly verdicts = new Map<string, boolean>();
  private names: RegExp | undefined;
  private remote: RemoteChanges | undefined;

  watch(tables: readonly WatchedTable[]): void {
    for (const t of tables) this.watched.set(t.table, t);
    this.names = new RegExp(`\\b(${[...this.watched.keys()].join('|')})\\b`, 'i');
    this.verdicts.clear();
  }

  attach(remote: RemoteChanges): void {
    this.remote = remote;
  }

  onChange(fn: () => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /** Copies may be kept and used: changes from elsewhere are heard in time (always, with one process). */
  trusted(): boolean {
    return this.remote ? this.remote.trusted() : true;
  }

  ready(): Promise<void> {
    return this.remote?.ready() ?? Promise.resolve();
  }

  /** Whether a statement may change a watched table: reads never; a write of a shape not recognised here, always. */
  touches(text: string): boolean {
    if (text.length > VERDICT_TEXT_MAX) return this.judge(text);
    let verdict = this.verdicts.get(text);
    if (verdict === undefined) {
      verdict = this.judge(text);
      if (this.verdicts.size >= VERDICTS_KEPT) this.verdicts.clear();
      this.verdicts.set(text, verdict);
    }
    return verdict;
  }

  private judge(text: string): boolean {
    if (!this.names || !isWriteStatement(text) || !this.names.test(text)) return false;
    const update = UPDATE.exec(text);
    if (update) {
      const spec = this.watched.get(update[1]!.toLowerCase());
      if (!spec?.columns) return spec !== undefined;
      // A subquery among the values may hide where the set list ends: count it.
      if (/\bselect\b/i.test(update[2]!)) return true;
      const set = [...update[2]!.matchAll(SET_COLUMN)].map((m) => m[1]!.toLowerCase());
      return set.length === 0 || set.some((c) => spec.columns!.includes(c));
    }
    const target = INSERT.exec(text) ?? DELETE.exec(text);
    if (target) {
      const spec = this.watched.get(target[1]!.toLowerCase());
      return spec !== undefined && !(spec.inserts === false && /^\s*insert/i.test(text));
    }
    // A read that writes beside it (a list and its audit row): counted only if it writes a watched table.
    if (/^\s*with\b/i.test(text)) return [...text.matchAll(WRITTEN_IN_CTE)].some((m) => this.watched.has(m[1]!.toLowerCase()));
    return true;
  }

  /** Copies are void: a change committed, or what tells us of other processes' changes was lost or is back. */
  changed(): void {
    for (const fn of this.subscribers) fn();
  }

  /** A change committed through this process: told here at once, then waited for until every server heard it. */
  async committed(): Promise<void> {
    this.changed();
    await this.remote?.heardEverywhere();
  }

  close(): Promise<void> {
    return this.remote?.close() ?? Promise.resolve();
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of the database a query builder belongs to (set when the database is opened). */
export function changeFeedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

export function setChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}
