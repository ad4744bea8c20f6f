import { APP_TYPE_VALUES, APP_TYPES, type AppType } from '../app-types.js';
import type { TransitionDef } from '../entity/define.js';
import type { EnumField } from '../entity/fields.js';

/** Enabled / disabled, shared by every entity that can be switched off; labels `status.<value>`. */
export const ENABLE_STATUSES = ['enabled', 'disabled'] as const;
export type EnableStatus = (typeof ENABLE_STATUSES)[number];

export const statusField = {
  kind: 'enum',
  values: ENABLE_STATUSES,
  required: true,
  default: 'enabled',
  filter: 'eq',
  form: false,
  labelPrefix: 'status',
  width: 100,
} as const satisfies EnumField;

export const enableTransitions = {
  enable: { from: ['disabled'], to: 'enabled' },
  disable: { from: ['enabled'], to: 'disabled' },
} as const satisfies Record<string, TransitionDef>;

export const appTypeField = {
  kind: 'enum',
  values: APP_TYPE_VALUES,
  required: true,
  filter: 'eq',
  labelOf: (v: string | number) => `appType.${APP_TYPES[v as AppType].key}`,
  width: 140,
} as const satisfies EnumField;
