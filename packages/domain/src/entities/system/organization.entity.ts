import { ORG_KINDS } from '../../app-types.js';
import { defineEntity } from '../../entity/define.js';
import { enableTransitions, statusField } from '../common.js';

/** The organisation tree (docs/architecture.md, section 5): platform -> agents -> groups -> kindergartens; institutions, experts. */
export const organizationEntity = defineEntity({
  name: 'organization',
  area: 'system',
  scope: 'organisation',
  permission: 'system:organization',
  labelField: 'name',
  tree: { parentField: 'parentId' },
  status: { field: 'status', transitions: enableTransitions },
  defaultSort: { field: 'sort', order: 'asc' },
  // The kindergarten pickers of the attendance and health reports, card numbers, a machine's and a salesman's
  // assignment, and the agent picker of operations' statistics.
  pickedBy: [
    'attendance:daily:view',
    'attendance:noCheck:view',
    'attendance:monthly:view',
    'attendance:report:view',
    'health:stats:view',
    'device:card:view',
    'device:device:assign',
    'agency:salesman:assign',
    'agency:stats:view',
  ],
  actions: { import: true },
  fields: {
    name: { kind: 'text', max: 64, required: true, filter: 'like', sort: true, width: 220 },
    code: { kind: 'text', max: 32, required: true, format: 'code', unique: true, filter: 'like', sort: true, form: 'create' },
    kind: { kind: 'enum', values: ORG_KINDS, required: true, filter: 'eq', labelPrefix: 'orgKind', form: 'create' },
    // Only the platform has none; the server requires one for every organisation created.
    parentId: { kind: 'ref', entity: 'organization', form: 'create' },
    category: { kind: 'dict', dictType: 'orgCategory', filter: 'eq' },
    areaCode: { kind: 'area' },
    address: { kind: 'text', max: 200, list: false },
    contactName: { kind: 'text', max: 32, format: 'personName' },
    contactPhone: { kind: 'text', max: 20, format: 'phone' },
    status: statusField,
    sort: { kind: 'int', min: 0, max: 9999, required: true, default: 0, sort: true, width: 80 },
  },
});
