import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../api/auth';
import { type KindergartenScope, kindergartenScope } from './report-scope';

/**
 * Remembered for the session (per group, so another account in the same tab does not inherit it), so
 * moving between the report screens keeps a group's chosen kindergarten.
 */
const storageKey = (owner: string) => `kg.attendance.kigId:${owner}`;

function remembered(owner: string | undefined): string | undefined {
  if (!owner) return undefined;
  try {
    return sessionStorage.getItem(storageKey(owner)) || undefined;
  } catch {
    return undefined;
  }
}

function remember(owner: string | undefined, kigId: string | undefined): void {
  if (!owner) return;
  try {
    if (kigId) sessionStorage.setItem(storageKey(owner), kigId);
    else sessionStorage.removeItem(storageKey(owner));
  } catch {
    // storage refused (private mode): the choice lives in the address only
  }
}

export interface KindergartenChoice {
  /** Null until the signed-in user is known. */
  scope: KindergartenScope | null;
  /** What the report calls send as `kigId`: a group's chosen kindergarten; nothing for a kindergarten account. */
  kigId: string | undefined;
  /** The kindergarten the screen shows (own or chosen), to limit pickers such as classes to it. */
  current: string | undefined;
  /** Whether the reports can be asked (a kindergarten account, or a group that has chosen). */
  ready: boolean;
  /** A group's choice; also drops the class filter of the address, which belonged to the previous kindergarten. */
  choose: (kigId: string | undefined) => void;
}

/**
 * The kindergarten of the attendance reports. A kindergarten account works in its own (the server
 * knows it); a group account picks one of its kindergartens first, kept in the address (`?kigId=`).
 */
export function useKindergartenChoice(): KindergartenChoice {
  const { data: user } = useUserInfo();
  const scope = kindergartenScope(user);
  const [params, setParams] = useSearchParams();
  const owner = user?.baseId;
  const chosen = params.get('kigId') || remembered(owner);

  const choose = useCallback(
    (kigId: string | undefined) => {
      remember(owner, kigId);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (kigId) next.set('kigId', kigId);
          else next.delete('kigId');
          next.delete('classId');
          return next;
        },
        { replace: true },
      );
    },
    [owner, setParams],
  );

  return { scope, ...resolveChoice(scope, chosen), choose };
}

/** What a scope and a group's chosen kindergarten mean for the report calls. */
export function resolveChoice(scope: KindergartenScope | null, chosen: string | undefined): Pick<KindergartenChoice, 'kigId' | 'current' | 'ready'> {
  if (!scope) return { kigId: undefined, current: undefined, ready: false };
  if (scope.kind === 'own') return { kigId: undefined, current: scope.kigId, ready: true };
  return { kigId: chosen || undefined, current: chosen || undefined, ready: Boolean(chosen) };
}
