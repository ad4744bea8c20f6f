import type { AnyEntity, Locale } from '@kg/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import type { ScopeOptions } from './scope.js';

export type Row = Record<string, unknown>;
export interface SaveExtras {
  values?: Row;
  once?: Row;
  /**
   * A new row's value drawn by chance under a unique index (a money code): the insert skips a taken one
   * (`on conflict do nothing` on `target`'s index, answering no row) and `draw` calls it again with the
   * next values to try until one answers the row (money.scope.ts, withFreshCode).
   */
  drawn?: { target: PgColumn; draw: (insert: (values: Row) => Promise<Row | undefined>) => Promise<Row> };
}
/** A record as the API returns it: declared fields, id, timestamps, and labels of its references. */
export type ResourceRecord = Row & { id: string; _labels?: Record<string, string | string[]> };

/** A refs field stored in a link table (user -> roles). */
export interface LinkTable {
  table: PgTable;
  owner: PgColumn;
  target: PgColumn;
}

/** Rules of one resource beyond its declaration; each hook runs inside the write's transaction. */
export interface ResourceHooks {
  /**
   * Checks and completes a create or update: `values` are extra columns to write (a password hash),
   * `once` is returned to the caller this one time and never stored in the clear (a new password).
   */
  beforeSave?(tx: Db, ctx: SessionContext, input: Row, existing: Row | undefined): Promise<SaveExtras | void>;
  /** After the row and its links are written. */
  afterSave?(tx: Db, ctx: SessionContext, row: Row, created: boolean): Promise<void>;
  beforeDelete?(tx: Db, ctx: SessionContext, row: Row): Promise<void>;
  /** Checks a transition; may return more columns to set with the status (a resignation date). */
  beforeTransition?(tx: Db, ctx: SessionContext, row: Row, action: string): Promise<Row | void>;
  /**
   * After an existing row changed by any path (save, transition, delete), with the row before and
   * after: the one place for what must follow every change (a disabled account's sessions end).
   */
  afterChange?(tx: Db, ctx: SessionContext, before: Row, after: Row): Promise<void>;
  /** A condition every read and write of this resource adds (e.g. a fixed kind). */
  baseWhere?(ctx: SessionContext): SQL | undefined;
}

export interface ResourceOptions {
  entity: AnyEntity;
  table: PgTable;
  scope?: ScopeOptions;
  links?: Record<string, LinkTable>;
  hooks?: ResourceHooks;
  /**
   * Which rows a picker may offer for the given filters, instead of the session's scope (a public
   * directory such as medical institutions); undefined keeps the scope (or a module's reach: see
   * ResourceRegistry.addPickerReach).
   */
  pickerScope?: (ctx: SessionContext, filters: Row) => SQL | undefined;
  /** Every read (list, get, export) leaves an audit row: children's health data (docs/architecture.md, section 6). */
  auditReads?: boolean;
}

/**
 * What the registry and the links read of a registered resource (ResourceService is one): declared
 * here so that the registry does not import the service that registers itself with it.
 */
export interface RegisteredResource {
  readonly entity: AnyEntity;
  readonly table: PgTable;
  readonly columns: Record<string, PgColumn>;
  /** The column naming the owning organisation, when rows have one. */
  readonly ownerColumn: PgColumn | undefined;
  /** Rows this session may see, not deleted. */
  visible(ctx: SessionContext, db?: Db): SQL | undefined;
}

export interface ReadContext {
  ctx: SessionContext;
  locale: Locale;
}
