import type { AnyEntity, FieldDef } from '@kg/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { IdentityPort } from '../../platform/access-ports.js';
import { auditActor, recordAudit } from '../../platform/audit/audit.service.js';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { JobContext, JobRunner } from '../../platform/jobs/job-runner.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceRegistry } from '../../platform/resource/registry.js';
import { removeUploads } from '../../platform/storage/upload.service.js';
import { uploads } from '../../platform/storage/upload.table.js';
import type { StorageDriver } from '../../platform/storage/storage.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { inSubtree } from '../../platform/tenancy/reach.js';
import { parentStudents } from '../campus/campus.tables.js';
import { users } from '../system/user.table.js';

/** The job that removes a deleted kindergarten's stored files (photos, face pictures, scans, uploads). */
export const KIG_FILES_ERASE_JOB = 'kig-files-erase';
/** Files removed per round: each round's rows go once their files are gone, so a crash repeats at most one round. */
const FILES_BATCH = 200;

/** What an erased text that may not be empty holds: no person's name, phone or address. */
export const ERASED = '×';

/** The fields of a declaration that carry a person's data: names, phones, e-mails, addresses, pictures, birth dates. */
export function personalFields(entity: AnyEntity): string[] {
  return Object.entries(entity.fields as Record<string, FieldDef>)
    .filter(([name, f]) => {
      if (f.kind === 'image') return true;
      if (f.kind === 'date') return f.plausible === 'childBirth';
      if (f.kind !== 'text') return false;
      return f.format === 'personName' || f.format === 'phone' || f.format === 'email' || name === 'address';
    })
    .map(([name]) => name);
}

/** An erased column's value: null where it may be, else a mark; a birth date keeps its year only (ages in figures). */
function erasedValue(column: PgColumn, kind: string): SQL | string | null {
  if (!column.notNull) return null;
  // make_date and extract over a date are immutable: Citus refuses a stable function (date_trunc) over a column in an UPDATE.
  if (kind === 'date') return sql`make_date(extract(year from ${column})::int, 1, 1)`;
  return ERASED;
}

/** The kindergarten a deleting session reaches: its own agent's (or any, for operations), not yet deleted. */
export async function erasableKig(db: Db, ctx: SessionContext, id: string) {
  const [kig] = await db
    .select({ id: organisations.id, name: organisations.name, code: organisations.code, path: organisations.path, status: organisations.status })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false), inSubtree(ctx)))
    .limit(1);
  // Another agent's kindergarten answers as one that does not exist.
  if (!kig) throw notFound();
  // PIPL: personal information is deleted when the service ends, not while it is given.
  if (kig.status !== 'disabled') throw ruleBroken('agency.kig.stillServing');
  return kig;
}

/**
 * Deletes a kindergarten's data once its service has ended (the code was checked by the caller), in one
 * transaction: every kindergarten-scoped record that carries a person's data (children, parents, teachers,
 * enrolments, visitors, ...: the fields `personalFields` finds in their declarations) erased and deleted,
 * children's links to parents removed, its accounts disabled and their sessions ended, the kindergarten's
 * own contact erased and the organisation marked deleted; its stored files are queued for removal by a job
 * in the same transaction (so a deletion that commits always removes them). Aggregated figures (day summaries, statistics)
 * stay: they name no person. The audit keeps counts, the kindergarten's code and name, no person's data.
 */
export async function eraseKindergarten(db: Db, resources: ResourceRegistry, identity: IdentityPort, jobs: JobRunner, ctx: SessionContext, id: string) {
  const kig = await erasableKig(db, ctx, id);
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    await tx.delete(parentStudents).where(eq(parentStudents.kigId, kig.id));
    for (const resource of resources.all()) {
      const { entity, columns, ownerColumn, table } = resource;
      if (entity.scope !== 'kindergarten' || !ownerColumn || !columns.deleted) continue;
      const fields = personalFields(entity).filter((f) => columns[f]);
      if (fields.length === 0) continue;
      const kinds = entity.fields as Record<string, FieldDef>;
      const set: Record<string, unknown> = { deleted: true };
      for (const f of fields) set[f] = erasedValue(columns[f]!, kinds[f]!.kind);
      // Every row, deleted ones too: a row deleted earlier still held a person's data.
      const erased = await tx.update(table).set(set).where(eq(ownerColumn, kig.id)).returning({ id: columns.id! });
      counts[entity.name] = erased.length;
    }
    const accounts = await tx
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.orgId, kig.id), eq(users.deleted, false)))
      .returning({ id: users.id });
    await tx
      .update(organisations)
      .set({ deleted: true, status: 'disabled', contactName: null, contactPhone: null, address: null, photo: null })
      .where(eq(organisations.id, kig.id));
    await identity.revokeOrganisation(tx, kig.path);
    const [stored] = await tx.select({ n: count() }).from(uploads).where(eq(uploads.orgId, kig.id));
    const files = stored?.n ?? 0;
    await jobs.enqueue(KIG_FILES_ERASE_JOB, { kigId: kig.id }, kig.id, ctx.userId, files, tx);
    const answer = {
      id: kig.id,
      children: counts.student ?? 0,
      parents: counts.parent ?? 0,
      records: Object.values(counts).reduce((a, b) => a + b, 0),
      accounts: accounts.length,
      files,
    };
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'erase',
      resource: 'kigBase',
      resourceId: kig.id,
      result: 'ok',
      detail: { code: kig.code, name: kig.name, ...answer, byEntity: counts },
    });
    return answer;
  });
}

/**
 * Removes every stored file of a deleted kindergarten, in rounds: the files first, then their upload
 * rows, so a file the store fails to remove keeps its row and the job's next try (or a restart) resumes
 * from what is left. Uploads are all authorised under the kindergarten's organisation (children's face
 * pictures, machines' check photos, consent scans, letters' pictures), so its rows name them all.
 */
export function kigFilesEraseJob(db: Db, storage: StorageDriver) {
  return async (job: JobContext): Promise<void> => {
    const kigId = String(job.payload.kigId);
    const [left] = await db.select({ n: count() }).from(uploads).where(eq(uploads.orgId, kigId));
    const total = left?.n ?? 0;
    let done = 0;
    for (;;) {
      const round = await db.select({ path: uploads.path }).from(uploads).where(eq(uploads.orgId, kigId)).limit(FILES_BATCH);
      if (!round.length) return;
      await removeUploads(
        db,
        storage,
        round.map((r) => r.path),
      );
      done += round.length;
      await job.progress(Math.min(done, total), total);
    }
  };
}
