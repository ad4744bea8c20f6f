import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';

/**
 * Fee settings (spec hidden page `agenKigFeeSet`): the agent's price of a membership package for one of
 * its kindergartens, the least that kindergarten may charge families. Bound below by the package's
 * `charge` (the platform's price, the agent's cost of each one sold): an agent may not sell at a loss.
 */
export const kigFeeSettingEntity = defineEntity({
  name: 'kigFeeSetting',
  area: 'agency',
  scope: 'kindergarten',
  permission: 'agency:kigFeeSetting',
  labelField: 'packageId',
  fields: {
    kigId: kigField,
    packageId: { kind: 'ref', entity: 'vipPackage', required: true, filter: 'eq', unique: 'scope', form: 'create', width: 180 },
    agentPrice: { kind: 'money', max: 100_000_000, required: true, sort: true, width: 120 },
  },
  actions: { export: true },
});

/**
 * The kindergarten's own price of a membership package (spec hidden page `payment-setting`), what its
 * families pay: at least the agent's fee for it (or the package's charge where the agent set none).
 */
export const kigVipPriceEntity = defineEntity({
  name: 'kigVipPrice',
  area: 'agency',
  scope: 'kindergarten',
  permission: 'agency:kigVipPrice',
  labelField: 'packageId',
  fields: {
    kigId: kigField,
    packageId: { kind: 'ref', entity: 'vipPackage', required: true, filter: 'eq', unique: 'scope', form: 'create', width: 180 },
    price: { kind: 'money', max: 100_000_000, required: true, sort: true, width: 120 },
  },
  actions: { export: true },
});
