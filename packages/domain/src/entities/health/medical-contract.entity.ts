import { defineEntity } from '../../entity/define.js';
import { kigField } from '../campus/common.js';
import { enableTransitions, statusField } from '../common.js';

/**
 * A kindergarten's contract with a medical institution: while it is enabled and running, the
 * institution and its experts see the kindergarten's abnormal checks, and only those.
 */
export const medicalContractEntity = defineEntity({
  name: 'medicalContract',
  area: 'health',
  scope: 'kindergarten',
  permission: 'health:contract',
  labelField: 'institutionId',
  defaultSort: { field: 'beginDate', order: 'desc' },
  status: { field: 'status', transitions: enableTransitions },
  fields: {
    kigId: kigField,
    institutionId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', width: 200 },
    beginDate: { kind: 'date', required: true, sort: true },
    endDate: { kind: 'date', required: true, sort: true },
    note: { kind: 'textarea', max: 200 },
    status: statusField,
  },
});
