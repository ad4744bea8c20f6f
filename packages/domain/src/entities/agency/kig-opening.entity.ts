import { defineEntity } from '../../entity/define.js';

/** Spec section 3, `checkedFlag`: filed (pending audit), approved, or rejected with a reason. */
export const KIG_OPENING_STATES = ['pending', 'approved', 'rejected'] as const;
export type KigOpeningState = (typeof KIG_OPENING_STATES)[number];

/** Spec section 3, a kindergarten's system type. */
export const KIG_SYSTEM_TYPES = ['universal', 'wechat'] as const;

/**
 * A request to open a kindergarten (issue 16): the kindergarten's record, its administrator's and its
 * machines' terminal account's names and initial passwords (stored as hashes, never read back). Filed
 * by an agent (operations may file for one); its state moves only by the audit's calls
 * (kig-opening.service.ts): approve creates the kindergarten, reject gives the reason, refile sends a
 * corrected rejected one back to audit. An approved request is closed to change.
 */
export const kigOpeningEntity = defineEntity({
  name: 'kigOpening',
  area: 'agency',
  scope: 'organisation',
  permission: 'agency:kigOpening',
  labelField: 'kigName',
  defaultSort: { field: 'kigOpenDate', order: 'desc' },
  // Never deleted: a request is the record of who asked for a kindergarten and who audited it.
  actions: { delete: false, export: true },
  fields: {
    kigCode: { kind: 'text', max: 32, required: true, format: 'code', unique: true, filter: 'like', sort: true, width: 120 },
    kigName: { kind: 'text', max: 64, required: true, filter: 'like', sort: true, width: 200 },
    kigType: { kind: 'dict', dictType: 'orgCategory', required: true, filter: 'eq', width: 110 },
    // The agent filing it: the session's own for an agent; operations name one.
    agentId: { kind: 'ref', entity: 'organization', filter: 'eq', width: 160 },
    // A group of the agent's the kindergarten joins, if any.
    groupId: { kind: 'ref', entity: 'organization', list: 'more' },
    contactName: { kind: 'text', max: 32, required: true, format: 'personName' },
    contactPhone: { kind: 'text', max: 20, required: true, format: 'phone' },
    areaCode: { kind: 'area', required: true },
    address: { kind: 'text', max: 200, required: true, list: false },
    kigOpenDate: { kind: 'date', required: true, sort: true, filter: 'range' },
    website: { kind: 'text', max: 200, format: 'url', list: 'more' },
    systemType: { kind: 'enum', values: KIG_SYSTEM_TYPES, required: true, default: 'universal', filter: 'eq', width: 110 },
    adminUserName: { kind: 'text', max: 64, min: 3, required: true, format: 'code', unique: true, list: 'more' },
    adminPassword: { kind: 'text', max: 12, secret: true },
    terminalLoginName: { kind: 'text', max: 64, min: 3, required: true, format: 'code', unique: true, list: 'more' },
    terminalPassword: { kind: 'text', max: 12, secret: true },
    checkedFlag: { kind: 'enum', values: KIG_OPENING_STATES, required: true, default: 'pending', filter: 'eq', form: false, width: 100 },
    reason: { kind: 'textarea', max: 200, form: false, list: 'more' },
    checkedBy: { kind: 'ref', entity: 'user', form: false, list: 'more' },
    checkedAt: { kind: 'datetime', form: false, sort: true, list: 'more' },
    // The kindergarten the approval created.
    openedKigId: { kind: 'ref', entity: 'organization', form: false, list: 'more' },
  },
});
