import type { RoutePermissionCode } from '../route-permissions.js';
import type { FieldDef } from './fields.js';

/**
 * Who a resource's rows belong to, and so who may see them (docs/architecture.md, section 5):
 * platform: no owner, platform staff with the permission; organisation: an `org_id`, visible within
 * the session's subtree; kindergarten: a `kig_id`, visible to that kindergarten and the groups above it.
 */
export type EntityScope = 'platform' | 'organisation' | 'kindergarten';

export interface TransitionDef {
  from: readonly string[];
  to: string;
}

/** What every entity declaration has, whatever its fields. */
export interface AnyEntity {
  /** Resource key: API path segment, i18n scope `entity.<name>`, permission suffix. */
  name: string;
  /** Business area: API prefix `/<area>/<name>`. */
  area: string;
  scope: EntityScope;
  /** Permission prefix, e.g. 'system:role' -> 'system:role:view', ':add', ':edit', ':delete', ':export'. */
  permission: string;
  fields: Record<string, FieldDef>;
  /** The field that names a row (in references, confirmations, trees). */
  labelField: string;
  /**
   * The field that names a row where another record refers to it, when not the label: an account is
   * picked by its unique login, but a message's doctor or a check's reviewer is read by the person's name.
   */
  refLabelField?: string;
  /** A second field pickers show and search, to tell rows with the same name apart (a child's number). */
  pickerDetail?: string;
  /** A tree: the field holding the parent's id (null for roots). */
  tree?: { parentField: string };
  /**
   * A status field and the actions that move it (each action is `POST .../<action> {id}`).
   * `pickable`: the statuses a picker offers (default: 'enabled' when the field has it, else all).
   */
  status?: { field: string; transitions: Record<string, TransitionDef>; pickable?: readonly string[] };
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * Who may ask this entity's picker (`.../options`) besides those who may read it: the permission of
   * each hand-written screen that picks it. Generic forms and list filters that pick it through a
   * ref field are counted from their declarations (`pickerPermissions`), never repeated here.
   */
  pickedBy?: readonly RoutePermissionCode[];
  /**
   * A platform catalogue others pick from (the membership packages on the shelf): its picker answers
   * whoever may pick it, not only platform staff; its list and records stay the platform's.
   */
  directory?: true;
  /** Which generic calls exist (default: all but import). */
  actions?: EntityActions;
}

export interface EntityActions {
  create?: boolean;
  update?: boolean;
  delete?: boolean;
  export?: boolean;
  import?: boolean;
}

/**
 * An entity declaration whose field names are checked where they are named; its permission prefix,
 * transitions and calls keep their literal types, so its permission codes are a type (`permissions.ts`).
 */
export interface EntityDef<F extends Record<string, FieldDef>, P extends string = string, T extends string = string, A extends EntityActions = EntityActions> extends AnyEntity {
  permission: P;
  actions?: A;
  fields: F;
  labelField: keyof F & string;
  refLabelField?: keyof F & string;
  pickerDetail?: keyof F & string;
  tree?: { parentField: keyof F & string };
  status?: { field: keyof F & string; transitions: Record<T, TransitionDef>; pickable?: readonly string[] };
  defaultSort?: { field: keyof F & string; order: 'asc' | 'desc' };
}

export function defineEntity<const F extends Record<string, FieldDef>, const P extends string, const T extends string = never, const A extends EntityActions = EntityActions>(
  def: EntityDef<F, P, T, A>,
): EntityDef<F, P, T, A> {
  if (!(def.labelField in def.fields)) throw new Error(`${def.name}: labelField ${def.labelField} is not a field`);
  if (def.refLabelField && !(def.refLabelField in def.fields)) throw new Error(`${def.name}: refLabelField ${def.refLabelField} is not a field`);
  if (def.tree && !(def.tree.parentField in def.fields)) throw new Error(`${def.name}: tree parent is not a field`);
  return def;
}

export type GenericAction = 'view' | 'add' | 'edit' | 'delete' | 'export' | 'import';

export function allows(entity: AnyEntity, action: 'create' | 'update' | 'delete' | 'export' | 'import'): boolean {
  const a = entity.actions ?? {};
  return action === 'import' ? a.import === true : a[action] !== false;
}

export function apiPath(entity: Pick<AnyEntity, 'area' | 'name'>, call: string): string {
  return `/${entity.area}/${entity.name}/${call}`;
}

/** i18n keys of an entity, so that every label is looked up the same way everywhere. */
export const entityKeys = {
  title: (e: AnyEntity) => `entity.${e.name}.title`,
  field: (e: AnyEntity, field: string) => `entity.${e.name}.fields.${field}`,
  value: (e: AnyEntity, field: string, value: string | number) => {
    const f = e.fields[field];
    if (f?.kind === 'enum' && f.labelOf) return f.labelOf(value);
    const prefix = f?.kind === 'enum' && f.labelPrefix ? f.labelPrefix : `entity.${e.name}.values.${field}`;
    return `${prefix}.${value}`;
  },
  action: (e: AnyEntity, action: string) => `entity.${e.name}.actions.${action}`,
};

/** Every key an entity's screens and messages need; a test checks each exists in all three languages. */
export function requiredKeys(e: AnyEntity): string[] {
  const keys = [entityKeys.title(e)];
  for (const [name, f] of Object.entries(e.fields)) {
    keys.push(entityKeys.field(e, name));
    if (f.kind === 'enum' || f.kind === 'enums') for (const v of f.values) keys.push(entityKeys.value(e, name, v));
  }
  for (const action of Object.keys(e.status?.transitions ?? {})) keys.push(entityKeys.action(e, action));
  return keys;
}
