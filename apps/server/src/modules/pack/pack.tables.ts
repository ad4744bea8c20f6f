import { kigFeeSettingEntity, kigPaymentSettingEntity, kigVipPriceEntity, membershipEntity, monthlyReviewEntity, rechargePackageEntity, vipPackageEntity } from '@kg/domain';
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, kigBaseColumns, kigPrimaryKey } from '../../db/columns.js';
import { entityColumns } from '../../platform/resource/entity-columns.js';
import { uniqueIndexes } from '../../platform/resource/unique-indexes.js';
import { kig, students } from '../campus/campus.tables.js';

/** Platform-wide packages (reference tables on Citus): operations' catalogue, read by every kindergarten's prices and memberships. */
export const rechargePackages = pgTable('recharge_packages', { ...baseColumns, ...entityColumns(rechargePackageEntity) }, (t) => [
  ...uniqueIndexes('recharge_packages', rechargePackageEntity, t),
]);
export const vipPackages = pgTable('vip_packages', { ...baseColumns, ...entityColumns(vipPackageEntity) }, (t) => [...uniqueIndexes('vip_packages', vipPackageEntity, t)]);

/** An agent's fee per kindergarten and membership package (one live row a pair). */
export const kigFeeSettings = pgTable('kig_fee_settings', { ...kigBaseColumns, ...entityColumns(kigFeeSettingEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('kig_fee_settings', kigFeeSettingEntity, t),
]);

/** A kindergarten's own price per membership package (one live row a pair). */
export const kigVipPrices = pgTable('kig_vip_prices', { ...kigBaseColumns, ...entityColumns(kigVipPriceEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('kig_vip_prices', kigVipPriceEntity, t),
]);

/** A kindergarten's payment channels (one live row a kindergarten). */
export const kigPaymentSettings = pgTable('kig_payment_settings', { ...kigBaseColumns, ...entityColumns(kigPaymentSettingEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('kig_payment_settings', kigPaymentSettingEntity, t),
]);

/**
 * Membership periods, on their child's shard. One trial per child is the partial unique index (a trial
 * asked twice at once ends in one row); a child's periods are read by its end date (the current one).
 */
export const memberships = pgTable('memberships', { ...kigBaseColumns, ...entityColumns(membershipEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  foreignKey({ name: 'memberships_student_fk', columns: [t.kigId, t.studentId], foreignColumns: [students.kigId, students.id] }),
  index('memberships_child_idx').on(t.kigId, t.studentId, t.endDate),
  index('memberships_start_idx').on(t.kigId, t.startDate),
  uniqueIndex('memberships_trial_key')
    .on(t.kigId, t.studentId)
    .where(sql`${t.source} = 'trial' and ${t.deleted} = false`),
]);

/** A kindergarten's month under review (one live row a month). */
export const monthlyReviews = pgTable('monthly_reviews', { ...kigBaseColumns, ...entityColumns(monthlyReviewEntity), ...kig() }, (t) => [
  kigPrimaryKey(t),
  ...uniqueIndexes('monthly_reviews', monthlyReviewEntity, t),
]);
