import { defineEntity } from '../../entity/define.js';

/** Spec section 2, salesman maintenance: a salesman is on duty or has left the agent. */
export const SALESMAN_STATES = ['onDuty', 'left'] as const;
export type SalesmanState = (typeof SALESMAN_STATES)[number];

/**
 * A salesman of an agent (issue 16): who brought each of its kindergartens in. Owned by the agent
 * (`orgId`, the session's own: an agent keeps its own salesmen); the phone follows the product's phone
 * rule and is unique within the agent. The kindergartens each one brought in are assignments of their
 * own (salesman-api.ts), kept with their history.
 */
export const salesmanEntity = defineEntity({
  name: 'salesman',
  area: 'agency',
  scope: 'organisation',
  permission: 'agency:salesman',
  labelField: 'name',
  pickerDetail: 'phone',
  defaultSort: { field: 'name', order: 'asc' },
  status: {
    field: 'state',
    transitions: { resign: { from: ['onDuty'], to: 'left' }, reinstate: { from: ['left'], to: 'onDuty' } },
    pickable: ['onDuty'],
  },
  fields: {
    name: { kind: 'text', max: 32, required: true, format: 'personName', filter: 'like', sort: true, width: 140 },
    phone: { kind: 'text', max: 20, required: true, format: 'phone', unique: 'scope', filter: 'like', width: 150 },
    // The agent: the session's own when created, never moved.
    orgId: { kind: 'ref', entity: 'organization', form: false, list: 'more' },
    state: { kind: 'enum', values: SALESMAN_STATES, required: true, default: 'onDuty', filter: 'eq', form: false, width: 100 },
    remark: { kind: 'textarea', max: 200, list: true },
  },
});
