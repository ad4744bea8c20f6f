import { documentEntity } from '@kg/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { DOCUMENT_MODULE } from '../../platform/storage/storage.types.js';
import { uploads } from '../../platform/storage/upload.table.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { subtreeIds } from '../../platform/tenancy/reach.js';
import { documents } from './advert.tables.js';

/** The platform's organisations: their documents are every agent's to read. */
const platformIds = sql`(select ${organisations.id} from ${organisations} where ${organisations.kind} = 'platform' and ${organisations.deleted} = false)`;

/** What a session sees: its own organisation's (and below) and the platform's. */
export function documentsVisible(ctx: SessionContext) {
  return or(inArray(documents.orgId, subtreeIds(ctx)), inArray(documents.orgId, platformIds))!;
}

/** Whether the session may change the document: its owner is in the session's subtree (the platform's are read-only to agents). */
async function owns(tx: Db, ctx: SessionContext, row: Row): Promise<boolean> {
  const [mine] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, String(row.orgId)), inArray(organisations.id, subtreeIds(ctx))))
    .limit(1);
  return mine !== undefined;
}

/**
 * Documents: an agent reads the platform's beside its own and changes only its own; the owner is the
 * session's organisation, set by the server. A document is a file or an address (one at least); its file
 * is a document upload (private: read by the download call only).
 */
export const documentResource: ResourceOptions = {
  entity: documentEntity,
  table: documents,
  scope: { where: documentsVisible },
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      if (existing && !(await owns(tx, ctx, existing))) throw ruleBroken('agency.document.platformReadOnly');
      const value = (name: string) => (name in input ? input[name] : existing?.[name]);
      const file = value('file');
      const address = value('address');
      if (!file && !address) throw badRequest([{ field: 'file', message: 'agency.document.fileOrAddress' }]);
      if (typeof file === 'string' && file !== '' && file !== existing?.file) {
        const [upload] = await tx.select({ module: uploads.module, kind: uploads.kind }).from(uploads).where(eq(uploads.path, file)).limit(1);
        if (upload?.module !== DOCUMENT_MODULE || upload.kind !== 'document') throw badRequest([{ field: 'file', message: 'validation.upload.unknown' }]);
      }
      if (typeof address === 'string' && address !== '' && !/^https:\/\/[^\s]+$/i.test(address)) throw badRequest([{ field: 'address', message: 'agency.advert.httpsOnly' }]);
      return { values: existing ? {} : { orgId: ctx.orgId } };
    },
    async beforeDelete(tx, ctx, row) {
      if (!(await owns(tx, ctx, row))) throw ruleBroken('agency.document.platformReadOnly');
    },
  },
};
