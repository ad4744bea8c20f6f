import { salesmanEntity } from '@kg/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { salesmanKigs, salesmen } from './salesman.table.js';

/**
 * An agent keeps its own salesmen (created under the session's organisation, never moved; the menus give
 * them to agents only, and the platform, which brings in no kindergarten, keeps none); one who still has
 * kindergartens is not deleted (they are moved first), so no kindergarten is left naming a deleted one.
 */
export const salesmanResource: ResourceOptions = {
  entity: salesmanEntity,
  table: salesmen,
  hooks: {
    async beforeSave(_tx, ctx, _input, existing) {
      if (!existing && ctx.orgKind === 'platform') throw ruleBroken('agency.salesman.notAgent');
    },
    async beforeDelete(tx, _ctx, row) {
      const [current] = await tx
        .select({ kigId: salesmanKigs.kigId })
        .from(salesmanKigs)
        .where(and(eq(salesmanKigs.salesmanId, row.id as string), isNull(salesmanKigs.endedAt), eq(salesmanKigs.deleted, false)))
        .limit(1);
      if (current) throw ruleBroken('agency.salesman.hasKigs');
    },
  },
};
