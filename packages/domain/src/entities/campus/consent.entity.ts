import { defineEntity } from '../../entity/define.js';
import { CONSENT_DECISIONS, CONSENT_PURPOSES, CONSENT_SOURCES } from './consent-texts.js';

/**
 * A guardian's decision about a child's consent for one purpose (issue 15, "Guardians' consent").
 * Evidence, so append-only: the generic calls only list, show and export; a decision is recorded by
 * its own calls (the kindergarten's paper form, a parent through the families' API), and a mistake is
 * corrected by a new decision. A child's state per purpose is its latest decision.
 */
export const consentEntity = defineEntity({
  name: 'consent',
  area: 'campus',
  scope: 'kindergarten',
  permission: 'campus:consent',
  labelField: 'decidedAt',
  defaultSort: { field: 'decidedAt', order: 'desc' },
  actions: { create: false, update: false, delete: false, export: true },
  fields: {
    kigId: { kind: 'ref', entity: 'organization', required: true, filter: 'eq', form: false, width: 180 },
    studentId: { kind: 'ref', entity: 'student', required: true, filter: 'eq', form: false },
    purpose: { kind: 'enum', values: CONSENT_PURPOSES, required: true, filter: 'eq', form: false, width: 120 },
    decision: { kind: 'enum', values: CONSENT_DECISIONS, required: true, filter: 'eq', form: false, width: 100 },
    source: { kind: 'enum', values: CONSENT_SOURCES, required: true, filter: 'eq', form: false, width: 110 },
    /** Who decided: the parent's name (family), or the guardian named on the signed form (paper). */
    guardianName: { kind: 'text', max: 32, required: true, form: false, width: 110 },
    /** The parent who decided through the families' API. */
    parentId: { kind: 'ref', entity: 'parent', form: false, list: 'more' },
    /** The scan of the signed paper form. */
    scanPath: { kind: 'image', form: false },
    textVersion: { kind: 'text', max: 16, required: true, form: false, width: 100 },
    decidedAt: { kind: 'datetime', required: true, sort: true, form: false },
  },
});
