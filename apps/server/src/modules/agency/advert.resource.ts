import { advertEntity, type FieldError } from '@kg/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { adverts } from './advert.tables.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The chosen kindergartens that are not live kindergartens below the advert's owner. */
async function foreignKindergartens(tx: Db, ownerId: string, kigIds: string[]): Promise<boolean> {
  if (kigIds.length === 0) return false;
  const [owner] = await tx.select({ path: organisations.path }).from(organisations).where(eq(organisations.id, ownerId)).limit(1);
  if (!owner) return true;
  const own = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(inArray(organisations.id, kigIds), eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false), like(organisations.path, `${escapeLike(owner.path)}%`)),
    );
  return own.length !== new Set(kigIds).size;
}

/**
 * An advert's rules beyond its declaration (spec section 5: weight 0 to 10 is declared): the link is
 * opened by the parents' app, so https only; the period ends on or after its beginning; the chosen
 * kindergartens are the owner's own (an agent's, below it in the tree).
 */
export const advertResource: ResourceOptions = {
  entity: advertEntity,
  table: adverts,
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      const value = (name: string) => (name in input ? input[name] : existing?.[name]);
      const errors: FieldError[] = [];
      const link = value('link');
      if (typeof link === 'string' && link !== '' && !/^https:\/\/[^\s]+$/i.test(link)) errors.push({ field: 'link', message: 'agency.advert.httpsOnly' });
      const begin = value('beginDate');
      const end = value('endDate');
      if (typeof begin === 'string' && typeof end === 'string' && end < begin) errors.push({ field: 'endDate', message: 'validation.date.endBeforeBegin' });
      const kigIds = (value('kigIds') as string[] | null | undefined) ?? [];
      const owner = (existing?.orgId as string | undefined) ?? ctx.orgId;
      if (await foreignKindergartens(tx, owner, kigIds))
        // Answered as an id that names nothing: another agent's kindergarten tells nothing.
        errors.push({ field: 'kigIds', message: 'validation.invalidOption' });
      if (errors.length > 0) throw badRequest(errors);
      const values: Row = {};
      return { values };
    },
  },
};
