import type { AnyEntity } from '../entity/define.js';
import { AUDIT_ACTIONS, auditLogEntity } from './system/audit-log.entity.js';
import { dictionaryEntity } from './system/dictionary.entity.js';
import { menuEntity } from './system/menu.entity.js';
import { organizationEntity } from './system/organization.entity.js';
import { roleEntity } from './system/role.entity.js';
import { userEntity } from './system/user.entity.js';

/** Every declared entity; a new area adds its declarations here. */
export const ENTITIES: readonly AnyEntity[] = [
  organizationEntity,
  userEntity,
  roleEntity,
  menuEntity,
  dictionaryEntity,
  auditLogEntity,
];

export function entityByName(name: string): AnyEntity | undefined {
  return ENTITIES.find((e) => e.name === name);
}

for (const e of ENTITIES) {
  for (const action of Object.keys(e.status?.transitions ?? {})) {
    if (!AUDIT_ACTIONS.includes(action)) AUDIT_ACTIONS.push(action);
  }
}

export * from './common.js';
export * from './system/audit-log.entity.js';
export * from './system/dictionary.entity.js';
export * from './system/menu.entity.js';
export * from './system/organization.entity.js';
export * from './system/role.entity.js';
export * from './system/user.entity.js';
