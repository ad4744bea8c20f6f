import type { UserInfo } from '@kg/domain';
import type { OptionDependency } from '../../components/resource/ResourceForm';

/** A kindergarten account works in its own kindergarten; a group account picks one of its kindergartens. */
export type KindergartenScope = { kind: 'own'; kigId: string } | { kind: 'group' };

/** The system type of a kindergarten (spec section 2). */
export const KINDERGARTEN_APP_TYPE = 3;

/** Filters of the kindergarten picker (GET /system/organization/options, scoped by the server). */
export const KINDERGARTEN_OPTIONS = { kind: 'kindergarten' } as const;

export function kindergartenScope(user: Pick<UserInfo, 'appType' | 'baseId'> | undefined): KindergartenScope | null {
  if (!user) return null;
  return user.appType === KINDERGARTEN_APP_TYPE && user.baseId ? { kind: 'own', kigId: user.baseId } : { kind: 'group' };
}

/** The value of the kindergarten field in a form's values, or undefined when none is chosen yet. */
export function chosenKindergarten(values: Record<string, unknown>): string | undefined {
  const value = values.kigId;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Ref pickers offered only within the chosen kindergarten: each waits for the kindergarten, is cleared
 * when it changes, and asks its options with `kigId` (the server refuses refs to another's rows).
 */
export function kindergartenDependencies(refs: readonly string[]): Record<string, OptionDependency> {
  const dependency: OptionDependency = { on: ['kigId'], filters: (values) => ({ kigId: chosenKindergarten(values) }) };
  return Object.fromEntries(refs.map((name) => [name, dependency]));
}
