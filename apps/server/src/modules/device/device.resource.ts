import { randomInt } from 'node:crypto';
import { deviceEntity } from '@kg/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { kindergartenReach } from '../../platform/tenancy/reach.js';
import { hashToken } from '../../platform/tokens.js';
import { devices } from './device.table.js';

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A verification code for a machine's label: 8 characters without look-alikes. */
export function newVerifyCode(): string {
  return Array.from({ length: 8 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');
}

/**
 * Operations (the platform) provision and see every machine; a kindergarten sees the machines
 * registered to it (and a group those of its kindergartens).
 */
export function deviceScope(ctx: SessionContext): SQL {
  return ctx.orgKind === 'platform' ? sql`true` : inArray(devices.kigId, kindergartenReach(ctx));
}

export const deviceResource: ResourceOptions = {
  entity: deviceEntity,
  table: devices,
  scope: { column: devices.kigId, where: deviceScope },
  hooks: {
    async beforeSave(_tx, ctx, _input, existing) {
      if (existing) return;
      if (ctx.orgKind !== 'platform') throw forbidden();
      const verifyCode = newVerifyCode();
      return { values: { verifyCodeHash: hashToken(verifyCode), status: 'enabled' }, once: { verifyCode } };
    },
    async beforeDelete(_tx, ctx) {
      if (ctx.orgKind !== 'platform') throw forbidden();
    },
  },
};
