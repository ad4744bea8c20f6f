import { createReadStream } from 'node:fs';
import { filesEndpoints } from '@kg/domain';
import '@fastify/multipart';
import { and, eq, notInArray } from 'drizzle-orm';
import { sessionOf } from '../../platform/access.plugin.js';
import { endpoint } from '../../platform/endpoint.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ModuleRoutes } from '../../platform/module.js';
import { assertCleanText } from '../../platform/text-input.guard.js';
import { LocalDriver, UploadRefused } from '../../platform/storage/local.driver.js';
import { authorizeUpload, confirmFor, confirmUpload, pruneUploads, UPLOAD_PRUNE_JOB } from '../../platform/storage/upload.service.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { PRIVATE_MODULES, STORED_PATH } from '../../platform/storage/storage.types.js';

const refusal = (error: UploadRefused) => new AppError(error.key === 'error.forbidden' ? 403 : error.key === 'error.notFound' ? 404 : 422, error.key);

/** Uploads (docs/architecture.md, section 8): authorise, send straight to storage, confirm; and the local driver's own storage. */
export const filesRoutes: ModuleRoutes = async (app, { db, config, storage, media, jobs, clock }) => {
  const e = filesEndpoints;
  jobs.handle(UPLOAD_PRUNE_JOB, async () => void (await pruneUploads(db, storage, clock())));
  jobs.schedule({ name: UPLOAD_PRUNE_JOB, kind: UPLOAD_PRUNE_JOB, cron: '23 * * * *' });
  endpoint(app, e.config, async () => ({ mediaHost: config.storage.mediaHost, storage: storage.name }));
  endpoint(app, e.authorize, async (req) => authorizeUpload(db, storage, sessionOf(req), req.body));
  endpoint(app, e.confirm, async (req) => confirmUpload(db, storage, req.body.path, confirmFor(db, sessionOf(req))));

  // Private files (children's photos) by a signed, short-lived address, from either driver.
  endpoint(app, e.media, async (req, reply) => {
    const stored = (req.params as { '*': string })['*'];
    const left = STORED_PATH.test(stored) ? media.verify(stored, req.query.exp, req.query.sig) : null;
    if (left === null) throw new AppError(403, 'error.mediaLink');
    const [row] = await db
      .select({ contentType: uploads.contentType, size: uploads.size })
      .from(uploads)
      .where(and(eq(uploads.path, stored), eq(uploads.status, 'confirmed')))
      .limit(1);
    const body = row ? await storage.open(stored) : null;
    if (!row || !body) throw notFound();
    reply.header('content-type', row.contentType);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', `private, max-age=${left}`);
    if (row.size) reply.header('content-length', row.size);
    return reply.send(body);
  });

  if (!(storage instanceof LocalDriver)) return;
  const local = storage;

  // The local driver stands in for a storage service: the signed policy in the form is the authority.
  endpoint(app, e.localUpload, async (req) => {
    const file = await req.file({ limits: { fileSize: 210 * 1024 * 1024 } });
    if (!file) throw new AppError(400, 'error.notMultipart');
    const fields = Object.fromEntries(Object.entries(file.fields).map(([k, v]) => [k, v && !Array.isArray(v) && 'value' in v ? String(v.value) : undefined]));
    try {
      // A multipart form's fields are strings of the request like any other: the same text rule.
      assertCleanText(fields);
      const policy = local.verify(fields);
      await local.receive(policy, file.file);
      return await confirmUpload(db, local, policy.path);
    } catch (error) {
      file.file.resume();
      throw error instanceof UploadRefused ? refusal(error) : error;
    }
  });

  endpoint(app, e.file, async (req, reply) => {
    const stored = (req.params as { '*': string })['*'];
    let full: string;
    try {
      full = local.resolve(stored);
    } catch {
      throw notFound();
    }
    const [row] = await db
      .select({ contentType: uploads.contentType, size: uploads.size })
      .from(uploads)
      .where(and(eq(uploads.path, stored), eq(uploads.status, 'confirmed'), notInArray(uploads.module, [...PRIVATE_MODULES])))
      .limit(1);
    if (!row) throw notFound();
    reply.header('content-type', row.contentType);
    reply.header('x-content-type-options', 'nosniff');
    // Paths are never reused, so a file never changes.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (row.size) reply.header('content-length', row.size);
    return reply.send(createReadStream(full));
  });
};
