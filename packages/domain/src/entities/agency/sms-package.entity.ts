import { defineEntity } from '../../entity/define.js';

/** Where an SMS package came from: operations' free grant, or bought by the agent for a kindergarten with money. */
export const SMS_PACKAGE_SOURCES = ['grant', 'bought'] as const;

/**
 * An SMS package of an agent (issue 16): a number of messages its kindergartens and itself may send
 * (verification codes). Operations grant one (`source` 'grant'), or the agent buys one for a
 * kindergarten from its balance (issue 17: 'bought' from operations' catalogue of SMS offers, `smsOffer`, `boughtFor` the kindergarten, `price` paid; the
 * ledger's purchase moves the money in the same transaction). The agent reads its own; what is used is
 * counted from the messages sent (sms.service.ts) against all of its packages, never stored here.
 */
export const smsPackageEntity = defineEntity({
  name: 'smsPackage',
  area: 'agency',
  scope: 'organisation',
  permission: 'agency:smsPackage',
  labelField: 'name',
  defaultSort: { field: 'grantedOn', order: 'desc' },
  // Never deleted: a grant is the record of what the agent was given.
  actions: { delete: false, export: true },
  fields: {
    name: { kind: 'text', max: 64, required: true, filter: 'like', sort: true, width: 180 },
    // The agent it is granted to: operations name one.
    agentId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', width: 160 },
    quota: { kind: 'int', min: 1, max: 1_000_000, required: true, sort: true, width: 110 },
    grantedOn: { kind: 'date', required: true, sort: true, filter: 'range', width: 120 },
    note: { kind: 'textarea', max: 200, list: 'more' },
    // Set by the server: a grant is made here, a purchase by money's `/money/purchase/sms`.
    source: { kind: 'enum', values: SMS_PACKAGE_SOURCES, required: true, default: 'grant', form: false, filter: 'eq', width: 100 },
    boughtFor: { kind: 'ref', entity: 'organization', form: false, width: 160 },
    price: { kind: 'money', max: 100_000_000, form: false, list: 'more' },
  },
});
