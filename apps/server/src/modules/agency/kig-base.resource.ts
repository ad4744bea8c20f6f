import { KIG_SERVICES, kigBaseEntity } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { inSubtree } from '../../platform/tenancy/reach.js';

/**
 * The kindergartens' whole records (Kindergartens "base" screen): the kindergarten organisations
 * within the session's subtree (an agent's own, every one for operations; another's answers as a
 * random id). The services are switched by operations only: they sell them (spec section 4, "operations
 * set what is sold"); an agent edits its kindergartens' record but sees its services read-only.
 */
export const kigBaseResource: ResourceOptions = {
  entity: kigBaseEntity,
  table: organisations,
  scope: { where: inSubtree },
  hooks: {
    baseWhere: () => eq(organisations.kind, 'kindergarten'),
    async beforeSave(_tx, ctx, input, existing) {
      if (ctx.orgKind === 'platform') return;
      if (KIG_SERVICES.some((f) => input[f] !== undefined && input[f] !== existing?.[f])) throw ruleBroken('agency.kig.flagsOperationsOnly');
    },
  },
};
