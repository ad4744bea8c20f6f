import { randomBytes } from 'node:crypto';
import { type OssAuth, type OssAuthBody, extensionOf, UPLOAD_KINDS, type UploadKind, uploadProblem } from '@kg/domain';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { SessionContext } from '../context.js';
import type { Db } from '../db.js';
import { badRequest, notFound, ruleBroken } from '../errors.js';
import { assertOrgInReach } from '../tenancy/reach.js';
import { keptType, sameType, sniffContentType } from './sniff.js';
import { CHECK_PHOTO_MODULE, type StorageDriver } from './storage.types.js';
import { todayIn } from '../dates.js';
import { bookkeeping } from '../request-scope.js';
import { uploads } from './upload.table.js';

const UPLOAD_WINDOW_MS = 15 * 60_000;

/** Days an upload never confirmed, or refused, keeps its row: long past its 15-minute window. */
export const UPLOAD_KEEP_DAYS = 2;
/** The job that removes those uploads, and any object a client sent without confirming it (hourly). */
export const UPLOAD_PRUNE_JOB = 'uploads.prune';
const PRUNE_BATCH = 500;

/** yyyymmdd of an instant in the organisation's time zone. */
function day(at: Date, timeZone: string): string {
  return todayIn(timeZone, at).replaceAll('-', '');
}

/** Who uploads: a session, or a machine on behalf of its kindergarten. */
export type UploadOwner = Pick<SessionContext, 'orgId' | 'orgCode' | 'userId'>;

/**
 * Authorises one upload (spec: sys/third-auth/getOssAuth): checks kind, size and type, chooses the
 * stored path `<code>/<yyyymmdd>/<module>/<timestamp>-<random>.<ext>` and presigns it.
 */
export async function authorizeUpload(db: Db, storage: StorageDriver, ctx: UploadOwner, body: Required<OssAuthBody>, timeZone = 'Asia/Shanghai'): Promise<OssAuth> {
  const kind = body.kind as UploadKind;
  const problem = uploadProblem(kind, body.fileName, body.size, body.contentType);
  if (problem) throw badRequest([{ field: problem === 'validation.upload.size' ? 'size' : 'fileName', message: problem }]);
  const now = new Date();
  const path = `${ctx.orgCode}/${day(now, timeZone)}/${body.module}/${now.getTime()}-${randomBytes(8).toString('hex')}.${extensionOf(body.fileName)}`;
  const maxSize = UPLOAD_KINDS[kind].maxKB * 1024;
  const expiresAt = new Date(now.getTime() + UPLOAD_WINDOW_MS);
  await db.insert(uploads).values({ path, orgId: ctx.orgId, module: body.module, kind, contentType: body.contentType, maxSize, createdBy: ctx.userId });
  const { url, fields } = await storage.presign({ path, contentType: body.contentType, maxSize, expiresAt });
  return { path, url, fields, maxSize, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a stored object against what was authorised: its size and its real type, read from its
 * first bytes. A file that fails is deleted. Confirming twice is harmless.
 */
export async function confirmUpload(db: Db, storage: StorageDriver, path: string, orgCheck?: (orgId: string) => Promise<void>) {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, path)).limit(1);
  if (!row) throw notFound();
  if (orgCheck) await orgCheck(row.orgId);
  if (row.status === 'confirmed') return { path, size: row.size ?? 0, contentType: row.contentType };
  if (row.status === 'rejected') throw ruleBroken('validation.upload.content');
  const size = await storage.size(path);
  if (size === null) throw ruleBroken('validation.upload.unknown');
  const head = await storage.head(path, 32);
  const sniffed = head ? sniffContentType(head) : null;
  const real = sniffed === null ? null : keptType(row.contentType, sniffed);
  const allowed = UPLOAD_KINDS[row.kind as UploadKind]?.types as readonly string[] | undefined;
  const typeOk = real !== null && sniffed !== null && sameType(row.contentType, sniffed) && (row.kind === 'video' ? real.startsWith('video/') : (allowed ?? []).includes(real));
  if (size > row.maxSize || size === 0 || !typeOk) {
    await storage.remove(path);
    await db.update(uploads).set({ status: 'rejected' }).where(eq(uploads.id, row.id));
    throw ruleBroken(size > row.maxSize ? 'validation.upload.size' : 'validation.upload.content');
  }
  await db.update(uploads).set({ status: 'confirmed', size, contentType: real, confirmedAt: new Date() }).where(eq(uploads.id, row.id));
  return { path, size, contentType: real };
}

/** A session may confirm only uploads of organisations within its reach. */
export function confirmFor(db: Db, ctx: SessionContext) {
  return (orgId: string) => assertOrgInReach(db, ctx, orgId);
}

/** A path a record names must be a confirmed upload within the saver's reach. */
export async function assertUsableUpload(db: Db, ctx: SessionContext, path: string): Promise<boolean> {
  const [row] = await db
    .select({ orgId: uploads.orgId })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.status, 'confirmed')))
    .limit(1);
  if (!row) return false;
  try {
    await assertOrgInReach(db, ctx, row.orgId);
    return true;
  } catch {
    return false;
  }
}

/** Of the paths a machine's batch names, those that are confirmed photos of its kindergarten. */
export async function usablePhotoPaths(db: Db, kigId: string, paths: string[]): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const rows = await db
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(inArray(uploads.path, [...new Set(paths)]), eq(uploads.orgId, kigId), eq(uploads.module, CHECK_PHOTO_MODULE), eq(uploads.status, 'confirmed')));
  return new Set(rows.map((r) => r.path));
}

/**
 * Deletes stored files and their upload rows (a photo that may not be kept): the files first, so that
 * a failure leaves the rows for a later try; a file already gone is no failure.
 */
export async function removeUploads(db: Db, storage: StorageDriver, paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)];
  if (!unique.length) return;
  for (const path of unique) await storage.remove(path);
  await bookkeeping(() => db.delete(uploads).where(inArray(uploads.path, unique)));
}

/**
 * Removes uploads authorised more than UPLOAD_KEEP_DAYS ago and never confirmed (with the object, if
 * the client sent one straight to storage and never came back) or refused (their object is already
 * gone). No record can name them: only confirmed uploads are usable. An object the store fails to
 * remove keeps its row, so the next run tries again.
 */
export async function pruneUploads(db: Db, storage: StorageDriver, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UPLOAD_KEEP_DAYS * 86_400_000);
  let pruned = 0;
  for (;;) {
    const stale = await db
      .select({ id: uploads.id, path: uploads.path, status: uploads.status })
      .from(uploads)
      .where(and(inArray(uploads.status, ['pending', 'rejected']), lt(uploads.createdAt, before)))
      .limit(PRUNE_BATCH);
    const removed: string[] = [];
    for (const row of stale) {
      try {
        if (row.status === 'pending') await storage.remove(row.path);
        removed.push(row.id);
      } catch {
        // Kept for the next run.
      }
    }
    // Bookkeeping: a delete that frees space runs while the disk is low too.
    if (removed.length) await bookkeeping(() => db.delete(uploads).where(inArray(uploads.id, removed)));
    pruned += removed.length;
    if (stale.length < PRUNE_BATCH || removed.length === 0) return pruned;
  }
}
