import { smsOfferEntity, smsPackageEntity } from '@kg/domain';
import { eq } from 'drizzle-orm';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { smsOffers, smsPackages } from './sms.tables.js';

/** SMS packages: granted to an agent by operations, or bought by it (money's purchase); an agent reads its own (scope by `agent_id`). */
export const smsPackageResource: ResourceOptions = {
  entity: smsPackageEntity,
  table: smsPackages,
  scope: { column: smsPackages.agentId },
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      // A package bought (money's purchase) is the record of what was paid for: never edited.
      if (existing?.source === 'bought') throw ruleBroken('sms.boughtReadOnly');
      const agentId = ('agentId' in input ? input.agentId : existing?.agentId) as string | undefined;
      const [agent] = agentId ? await tx.select().from(organisations).where(eq(organisations.id, agentId)).limit(1) : [];
      if (!agent || agent.deleted || agent.kind !== 'agent' || !agent.path.startsWith(ctx.orgPath)) throw badRequest([{ field: 'agentId', message: 'validation.invalidOption' }]);
      return {};
    },
  },
};

/** Operations' catalogue of SMS offers: defined, put on and taken off the shelf (the row's actions); never deleted. */
export const smsOfferResource: ResourceOptions = { entity: smsOfferEntity, table: smsOffers };
