import { defineEntity } from '../../entity/define.js';
import { appTypeField, enableTransitions, statusField } from '../common.js';

/** Accounts. A new account and a reset get a random strong password, shown once to the administrator. */
export const userEntity = defineEntity({
  name: 'user',
  area: 'system',
  scope: 'organisation',
  permission: 'system:user',
  labelField: 'userName',
  // Who wrote, replied or reviewed is read by name (a doctor is 张医生, not demo-expert).
  refLabelField: 'nickName',
  status: { field: 'status', transitions: enableTransitions },
  defaultSort: { field: 'userName', order: 'asc' },
  fields: {
    userName: { kind: 'text', max: 64, min: 3, required: true, format: 'code', unique: true, filter: 'like', sort: true, form: 'create' },
    nickName: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true },
    orgId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', width: 200 },
    appType: appTypeField,
    phone: { kind: 'text', max: 20, format: 'phone', filter: 'like' },
    email: { kind: 'text', max: 100, format: 'email', list: false },
    roleIds: { kind: 'refs', entity: 'role' },
    // Allow direct publishing: school items (activities) published without review (issue 15).
    pubFlag: { kind: 'flag', required: true, default: false, list: 'more', width: 110 },
    status: statusField,
    lastLoginAt: { kind: 'datetime', form: false, sort: true },
  },
});
