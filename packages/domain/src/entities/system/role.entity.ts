import { defineEntity } from '../../entity/define.js';
import { appTypeField, enableTransitions, statusField } from '../common.js';

/** Roles hold menus and action permissions (Authorization screen) for one system of one organisation. */
export const roleEntity = defineEntity({
  name: 'role',
  area: 'system',
  scope: 'organisation',
  permission: 'system:role',
  labelField: 'name',
  status: { field: 'status', transitions: enableTransitions },
  defaultSort: { field: 'sort', order: 'asc' },
  // The authorization screen picks the role whose menus it edits.
  pickedBy: ['system:role:authorize'],
  fields: {
    name: { kind: 'text', max: 40, required: true, filter: 'like', sort: true },
    orgId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', width: 200 },
    appType: appTypeField,
    description: { kind: 'textarea', max: 200 },
    menuIds: { kind: 'refs', entity: 'menu', form: false },
    // Allow direct publishing: school items (activities) published without review (issue 15).
    pubFlag: { kind: 'flag', required: true, default: false, list: 'more', width: 110 },
    status: statusField,
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
  },
});
