import { defineEntity } from '../../entity/define.js';
import { shelfField, shelfStatus } from './shelf.js';

/** Spec section 3, "Recharge package" type: the service a kindergarten's months buy. */
export const RECHARGE_PACKAGE_TYPES = ['platform', 'video', 'morningCheck'] as const;

/**
 * A recharge package (spec section 3; issue 16): months of a service an agent buys for a kindergarten
 * at the agent price and sells it at the kindergarten price (the ledger of issue 17 moves the money).
 * Prices in fen; the kindergarten price may not be below the agent price (the agent would sell at a loss).
 */
export const rechargePackageEntity = defineEntity({
  name: 'rechargePackage',
  area: 'agency',
  scope: 'platform',
  permission: 'agency:rechargePackage',
  labelField: 'orderCode',
  defaultSort: { field: 'orderCode', order: 'asc' },
  fields: {
    orderCode: { kind: 'text', max: 32, required: true, format: 'code', unique: true, filter: 'like', sort: true, width: 140 },
    packageType: { kind: 'enum', values: RECHARGE_PACKAGE_TYPES, required: true, default: 'platform', filter: 'eq', width: 120 },
    months: { kind: 'int', min: 1, max: 120, required: true, sort: true, width: 90 },
    monthlyFee: { kind: 'money', max: 100_000_000, required: true, width: 110 },
    agentPrice: { kind: 'money', max: 100_000_000, required: true, sort: true, width: 110 },
    kigPrice: { kind: 'money', max: 100_000_000, required: true, sort: true, width: 110 },
    shelfState: shelfField,
  },
  status: shelfStatus,
  actions: { delete: false, export: true },
});
