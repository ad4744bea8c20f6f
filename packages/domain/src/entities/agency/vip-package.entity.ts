import { defineEntity } from '../../entity/define.js';
import { shelfField, shelfStatus } from './shelf.js';

/**
 * A membership (VIP) package families buy for a child (spec section 3: packageName, validDays, charge,
 * androidCharge, iosCharge, tryFlag). `charge` is the platform's price of one membership: what the
 * agent owes for each one sold, so the agent's cost (fee settings are bounded by it). The app stores'
 * charges are what an in-app purchase costs on each phone. A trial package is given once per child.
 */
export const vipPackageEntity = defineEntity({
  name: 'vipPackage',
  area: 'agency',
  scope: 'platform',
  permission: 'agency:vipPackage',
  labelField: 'packageName',
  defaultSort: { field: 'validDays', order: 'asc' },
  // Agents' fee settings and kindergartens' prices pick the packages on the shelf.
  directory: true,
  fields: {
    packageName: { kind: 'text', max: 40, required: true, unique: true, filter: 'like', sort: true, width: 180 },
    validDays: { kind: 'int', min: 1, max: 3660, required: true, sort: true, width: 100 },
    charge: { kind: 'money', max: 100_000_000, required: true, sort: true, width: 110 },
    androidCharge: { kind: 'money', max: 100_000_000, required: true, width: 110 },
    iosCharge: { kind: 'money', max: 100_000_000, required: true, width: 110 },
    tryFlag: { kind: 'flag', default: false, filter: 'eq', width: 90 },
    shelfState: shelfField,
  },
  status: shelfStatus,
  actions: { delete: false, export: true },
});
