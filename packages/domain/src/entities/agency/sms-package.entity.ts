import { defineEntity } from '../../entity/define.js';

/**
 * An SMS package operations grant an agent (issue 16): a number of messages its kindergartens and
 * itself may send (verification codes). Buying one with money is issue 17. The agent reads its own;
 * what is used is counted from the messages sent (sms.service.ts), never stored here.
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
  },
});
