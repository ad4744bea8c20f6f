import { type AnyEntity, entityRef } from '@kg/domain';
import type { OptionDependency } from './ResourceForm';

/** The value of the kindergarten field in a form's values, or undefined when none is chosen yet. */
export function chosenKindergarten(values: Record<string, unknown>): string | undefined {
  const value = values.kigId;
  return typeof value === 'string' && value ? value : undefined;
}

/** Whether an entity's rows belong to a kindergarten (declared so, with the `kigId` field that says which). */
export function isKindergartenScoped(entity: AnyEntity): boolean {
  return entity.scope === 'kindergarten' && 'kigId' in entity.fields;
}

/**
 * The form's ref fields whose target is itself kindergarten-scoped (a child's class, a visitor's host
 * teacher): their choices are the chosen kindergarten's own.
 */
export function kindergartenRefs(entity: AnyEntity): string[] {
  return Object.entries(entity.fields)
    .filter(([, f]) => (f.kind === 'ref' || f.kind === 'refs') && f.form !== false && entityRef(f.entity)?.scope === 'kindergarten')
    .map(([name]) => name);
}

/**
 * Ref pickers offered only within the chosen kindergarten: each waits for the kindergarten, is cleared
 * when it changes, and asks its options with `kigId` (the server refuses refs to another's rows).
 */
export function kindergartenDependencies(refs: readonly string[]): Record<string, OptionDependency> {
  const dependency: OptionDependency = { on: ['kigId'], filters: (values) => ({ kigId: chosenKindergarten(values) }) };
  return Object.fromEntries(refs.map((name) => [name, dependency]));
}
