import { kigFeeSettingEntity, kigPaymentSettingEntity, kigVipPriceEntity, membershipEntity, monthlyReviewEntity, rechargePackageEntity, vipPackageEntity } from '@kg/domain';
import { eq } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { badRequest, ruleBroken } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { assertFeeCoversCost, assertKigPriceAllowed, onShelfPackage } from './pack-prices.js';
import { kigFeeSettings, kigPaymentSettings, kigVipPrices, memberships, monthlyReviews, rechargePackages, vipPackages } from './pack.tables.js';

const valueOf = (input: Row, existing: Row | undefined, name: string) => (name in input ? input[name] : existing?.[name]);
const kigOf = (ctx: SessionContext, input: Row, existing: Row | undefined) => (valueOf(input, existing, 'kigId') as string | undefined) ?? ctx.orgId;

/** Recharge packages: the kindergarten price may not be below the agent price (the agent would sell at a loss). */
export const rechargePackageResource: ResourceOptions = {
  entity: rechargePackageEntity,
  table: rechargePackages,
  hooks: {
    async beforeSave(_tx, _ctx, input, existing) {
      const agentPrice = Number(valueOf(input, existing, 'agentPrice'));
      const kigPrice = Number(valueOf(input, existing, 'kigPrice'));
      if (kigPrice < agentPrice) throw badRequest([{ field: 'kigPrice', message: 'pack.kigBelowAgent' }]);
    },
  },
};

/** Membership packages: pickers (fee settings, the kindergarten's prices) offer those on the shelf, to whoever may price them. */
export const vipPackageResource: ResourceOptions = {
  entity: vipPackageEntity,
  table: vipPackages,
  pickerScope: () => eq(vipPackages.shelfState, 'onShelf'),
};

/** An agent's fee for one of its kindergartens: a package on the shelf, at least the package's charge (pack-prices.ts). */
export const kigFeeSettingResource: ResourceOptions = {
  entity: kigFeeSettingEntity,
  table: kigFeeSettings,
  hooks: {
    async beforeSave(tx, _ctx, input, existing) {
      const pack = await onShelfPackage(tx, valueOf(input, existing, 'packageId') as string);
      assertFeeCoversCost(pack, Number(valueOf(input, existing, 'agentPrice')));
    },
  },
};

/** A kindergarten's own price: a package on the shelf, at least its agent's fee. */
export const kigVipPriceResource: ResourceOptions = {
  entity: kigVipPriceEntity,
  table: kigVipPrices,
  hooks: {
    async beforeSave(tx, ctx, input, existing) {
      const pack = await onShelfPackage(tx, valueOf(input, existing, 'packageId') as string);
      await assertKigPriceAllowed(tx, kigOf(ctx, input, existing), pack, Number(valueOf(input, existing, 'price')));
    },
  },
};

export const kigPaymentSettingResource: ResourceOptions = { entity: kigPaymentSettingEntity, table: kigPaymentSettings };

/** Memberships are listed and exported here; written by the sale, the trial and the payment only (membership.service.ts). */
export const membershipResource: ResourceOptions = { entity: membershipEntity, table: memberships };

/** A month is confirmed by its agent once it is over (monthly-review.service.ts reads its figures as it closes). */
export function monthlyReviewResource(
  beforeConfirm: (tx: Parameters<NonNullable<NonNullable<ResourceOptions['hooks']>['beforeTransition']>>[0], ctx: SessionContext, row: Row) => Promise<Row>,
): ResourceOptions {
  return {
    entity: monthlyReviewEntity,
    table: monthlyReviews,
    hooks: {
      async beforeTransition(tx, ctx, row, action) {
        if (action !== 'confirm') throw ruleBroken('error.transitionNotAllowed');
        return beforeConfirm(tx, ctx, row);
      },
    },
  };
}
