import { defineEntity } from '../../entity/define.js';

/** Which app shows a popup at its start: the parents', the teachers', or both. */
export const POPUP_AUDIENCES = ['all', 'parents', 'teachers'] as const;

/** A popup is drafted, then put on and taken off; it is shown while on and within its period. */
export const POPUP_STATES = ['draft', 'on', 'off'] as const;

/** A popup's priority: the higher is shown first when several are in force (as an advert's weight). */
export const POPUP_PRIORITY = { min: 0, max: 10 } as const;

/**
 * A popup of the platform's (issue 18): what the parents' and teachers' apps show at their start, to its
 * audience, while it is on and today is within its period (the end not before the beginning), the highest
 * priority first.
 */
export const popupEntity = defineEntity({
  name: 'popup',
  area: 'operations',
  scope: 'platform',
  permission: 'operations:popup',
  labelField: 'title',
  defaultSort: { field: 'priority', order: 'desc' },
  fields: {
    title: { kind: 'text', max: 40, required: true, filter: 'like', sort: true, width: 200 },
    content: { kind: 'textarea', max: 1000, required: true },
    link: { kind: 'text', max: 500, format: 'url', list: 'more' },
    audience: { kind: 'enum', values: POPUP_AUDIENCES, required: true, default: 'all', filter: 'eq', width: 120 },
    priority: { kind: 'int', min: POPUP_PRIORITY.min, max: POPUP_PRIORITY.max, required: true, default: 5, sort: true, width: 90 },
    beginDate: { kind: 'date', required: true, sort: true, filter: 'range' },
    endDate: { kind: 'date', required: true, sort: true },
    state: { kind: 'enum', values: POPUP_STATES, required: true, default: 'draft', filter: 'eq', form: false, width: 90 },
  },
  status: {
    field: 'state',
    transitions: {
      turnOn: { from: ['draft', 'off'], to: 'on' },
      turnOff: { from: ['on'], to: 'off' },
    },
  },
});
