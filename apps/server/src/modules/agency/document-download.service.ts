import { extensionOf } from '@kg/domain';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound, ruleBroken } from '../../platform/errors.js';
import type { ResourceService } from '../../platform/resource/resource.service.js';
import type { StorageDriver } from '../../platform/storage/storage.types.js';
import { uploads } from '../../platform/storage/upload.table.js';

export interface DocumentFile {
  body: Readable;
  contentType: string;
  size: number | null;
  fileName: string;
}

/**
 * A document's file, for a session that sees the document (findRow: the platform's or its own; another
 * agent's answers like a random id). A document given by address has no file to send.
 */
export async function documentFile(db: Db, storage: StorageDriver, documents: ResourceService, ctx: SessionContext, id: string): Promise<DocumentFile> {
  const row = await documents.findRow(ctx, id);
  const path = typeof row.file === 'string' ? row.file : '';
  if (!path) throw ruleBroken('agency.document.noFile');
  const [upload] = await db
    .select({ contentType: uploads.contentType, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.status, 'confirmed')))
    .limit(1);
  const body = upload ? await storage.open(path) : null;
  if (!upload || !body) throw notFound();
  return { body, contentType: upload.contentType, size: upload.size, fileName: `${String(row.docName)}.${extensionOf(path)}` };
}
