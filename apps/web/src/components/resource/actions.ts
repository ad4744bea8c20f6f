import { type AnyEntity, allows, permissionOf } from '@kg/domain';
import type { ResourceRecord } from '../../api/resource-api';
import type { Can } from '../access/access-context';

export type GenericWrite = 'add' | 'edit' | 'delete' | 'export' | 'import';

const DECLARED: Record<GenericWrite, Parameters<typeof allows>[1]> = {
  add: 'create',
  edit: 'update',
  delete: 'delete',
  export: 'export',
  import: 'import',
};

/** A generic action is offered when the entity declares the call and the user holds its permission. */
export function canWrite(entity: AnyEntity, can: Can, action: GenericWrite): boolean {
  return allows(entity, DECLARED[action]) && can(permissionOf(entity, action));
}

/** The transitions the user may apply to this row in its current status, in declaration order. */
export function rowTransitions(entity: AnyEntity, record: ResourceRecord, can: Can): string[] {
  const status = entity.status;
  if (!status) return [];
  const current = String(record[status.field] ?? '');
  return Object.entries(status.transitions)
    .filter(([action, t]) => t.from.includes(current) && can(permissionOf(entity, action)))
    .map(([action]) => action);
}

/** Of the selected rows, those a batch transition applies to (the server refuses a batch with any other). */
export function eligibleForTransition(entity: AnyEntity, records: readonly ResourceRecord[], action: string): string[] {
  const status = entity.status;
  const transition = status?.transitions[action];
  if (!status || !transition) return [];
  return records.filter((r) => transition.from.includes(String(r[status.field] ?? ''))).map((r) => r.id);
}

/** Every transition the user holds the permission of (the batch toolbar offers these). */
export function permittedTransitions(entity: AnyEntity, can: Can): string[] {
  return Object.keys(entity.status?.transitions ?? {}).filter((action) => can(permissionOf(entity, action)));
}
