import type { AnyEntity } from '@kg/domain';
import type { TFunction } from 'i18next';
import type { ResourceRecord } from '../../api/resource-api';
import type { Can } from '../access/access-context';
import { canWrite, rowTransitions } from './actions';
import { actionLabel, recordLabel } from './labels';
import type { RowAction } from './RowActions';

export interface GenericRowActionsInput {
  entity: AnyEntity;
  record: ResourceRecord;
  can: Can;
  t: TFunction;
  onDetail: (record: ResourceRecord) => void;
  onEdit: (record: ResourceRecord) => void;
  onTransition: (action: string, record: ResourceRecord) => Promise<unknown>;
  onDelete: (record: ResourceRecord) => Promise<unknown>;
  /** Offer the status transitions (a screen with its own switch turns them off). */
  transitions?: boolean;
  /**
   * The screen's own actions, placed before delete; one with a generic action's key takes that
   * action's place (a screen's own detail replaces the generic one, never shows beside it).
   */
  extra?: readonly RowAction[];
}

/**
 * A row's actions, each only where the entity declares it and the user holds its permission:
 * detail, edit, the transitions the row's status allows, the screen's own, delete (confirmed).
 */
export function genericRowActions(input: GenericRowActionsInput): RowAction[] {
  const { entity, record, can, t } = input;
  const name = recordLabel(entity, record);
  const actions: RowAction[] = [{ key: 'detail', label: t('resource.actions.detail'), onClick: () => input.onDetail(record) }];
  if (canWrite(entity, can, 'edit')) actions.push({ key: 'edit', label: t('resource.actions.edit'), onClick: () => input.onEdit(record) });
  if (input.transitions !== false) {
    for (const action of rowTransitions(entity, record, can)) {
      const label = actionLabel(entity, action);
      actions.push({
        key: action,
        label,
        confirm: t('resource.confirm.transition', { action: label, name }),
        onClick: () => input.onTransition(action, record),
      });
    }
  }
  if (canWrite(entity, can, 'delete')) {
    actions.push({
      key: 'delete',
      label: t('resource.actions.delete'),
      danger: true,
      confirm: t('resource.confirm.delete', { name }),
      onClick: () => input.onDelete(record),
    });
  }
  return withScreenActions(actions, input.extra ?? []);
}

/** The generic actions with the screen's own: a same key replaces in place, the others go before delete. */
export function withScreenActions(generic: readonly RowAction[], own: readonly RowAction[]): RowAction[] {
  const byKey = new Map(own.map((action) => [action.key, action]));
  const merged = generic.map((action) => byKey.get(action.key) ?? action);
  const added = own.filter((action) => !generic.some((g) => g.key === action.key));
  const deleteAt = merged.findIndex((action) => action.key === 'delete');
  const at = deleteAt === -1 ? merged.length : deleteAt;
  return [...merged.slice(0, at), ...added, ...merged.slice(at)];
}
