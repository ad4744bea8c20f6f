import { defineEntity } from '../../entity/define.js';
import { shelfField, shelfStatus } from './shelf.js';

/**
 * An SMS offer of operations' catalogue (issue 17): a number of messages an agent may buy for one of its
 * kindergartens at the agent price in fen (money's `/money/purchase/sms`), in the manner of the recharge
 * packages: a code, put on and taken off the shelf; only one on the shelf is sold. Never deleted: a
 * purchase names the offer it bought.
 */
export const smsOfferEntity = defineEntity({
  name: 'smsOffer',
  area: 'agency',
  scope: 'platform',
  permission: 'agency:smsOffer',
  labelField: 'code',
  defaultSort: { field: 'quota', order: 'asc' },
  fields: {
    code: { kind: 'text', max: 32, required: true, format: 'code', unique: true, filter: 'like', sort: true, width: 140 },
    quota: { kind: 'int', min: 1, max: 1_000_000, required: true, sort: true, width: 110 },
    agentPrice: { kind: 'money', max: 100_000_000, required: true, sort: true, width: 120 },
    shelfState: shelfField,
  },
  status: shelfStatus,
  actions: { delete: false, export: true },
});
