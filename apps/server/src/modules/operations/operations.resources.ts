import type { COST_KINDS, GROW_TAG_AGE_GROUPS } from '@kg/domain';
import { costEntity, growTagEntity, popupEntity, sysMessageEntity } from '@kg/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { ResourceOptions, Row } from '../../platform/resource/resource.types.js';
import { costs, growTags, popups, sysMessages } from './operations.tables.js';

const valueOf = (input: Row, existing: Row | undefined, name: string) => (name in input ? input[name] : existing?.[name]);
const duplicate = (field: string, message = 'validation.duplicate') => new AppError(409, 'error.duplicate', undefined, [{ field, message }]);
const notSelf = (id: unknown, column: typeof costs.id | typeof growTags.id) => (typeof id === 'string' ? ne(column, id) : undefined);

/**
 * A system message: a publication stamps when (a publication again after a withdrawal clears it), a
 * withdrawal when it was taken down. Who did either is in the audit log.
 */
export const sysMessageResource: ResourceOptions = {
  entity: sysMessageEntity,
  table: sysMessages,
  hooks: {
    async beforeTransition(_tx, _ctx, _row, action) {
      const now = new Date();
      return action === 'publish' ? { publishedAt: now, withdrawnAt: null } : { withdrawnAt: now };
    },
  },
};

/** A grow tag's name is used once within its age group (any case). */
export const growTagResource: ResourceOptions = {
  entity: growTagEntity,
  table: growTags,
  hooks: {
    async beforeSave(tx: Db, _ctx, input, existing) {
      const name = String(valueOf(input, existing, 'tagName') ?? '');
      const [clash] = await tx
        .select({ id: growTags.id })
        .from(growTags)
        .where(
          and(
            eq(growTags.deleted, false),
            eq(growTags.ageGroup, (valueOf(input, existing, 'ageGroup') ?? 'all') as (typeof GROW_TAG_AGE_GROUPS)[number]),
            sql`lower(${growTags.tagName}) = lower(${name})`,
            notSelf(existing?.id, growTags.id),
          ),
        )
        .limit(1);
      if (clash) throw duplicate('tagName');
    },
  },
};

/** A running cost is recorded once for a kind and month: a second one answers 409 on the kind. */
export const costResource: ResourceOptions = {
  entity: costEntity,
  table: costs,
  hooks: {
    async beforeSave(tx: Db, _ctx, input, existing) {
      const [clash] = await tx
        .select({ id: costs.id })
        .from(costs)
        .where(
          and(
            eq(costs.deleted, false),
            eq(costs.month, String(valueOf(input, existing, 'month') ?? '')),
            eq(costs.costKind, valueOf(input, existing, 'costKind') as (typeof COST_KINDS)[number]),
            notSelf(existing?.id, costs.id),
          ),
        )
        .limit(1);
      if (clash) throw duplicate('costKind', 'operations.cost.duplicate');
    },
  },
};

/** A popup's period ends on or after the day it begins. */
export const popupResource: ResourceOptions = {
  entity: popupEntity,
  table: popups,
  hooks: {
    async beforeSave(_tx, _ctx, input, existing) {
      const begin = valueOf(input, existing, 'beginDate');
      const end = valueOf(input, existing, 'endDate');
      if (typeof begin === 'string' && typeof end === 'string' && end < begin) throw badRequest([{ field: 'endDate', message: 'validation.date.endBeforeBegin' }]);
    },
  },
};
