import type { RefField } from '../../entity/fields.js';

/** The kindergarten a campus row belongs to: fixed when created; a group picks one of its kindergartens. */
export const kigField = {
  kind: 'ref',
  entity: 'organization',
  required: true,
  filter: 'eq',
  form: 'create',
  width: 180,
} as const satisfies RefField;
