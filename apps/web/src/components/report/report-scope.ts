import type { UserInfo } from '@kg/domain';

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
