import type { PermissionCode } from '@kg/domain';
import { createContext, useContext } from 'react';
import type { KindergartenScope } from '../report/report-scope';

/** Whether the signed-in user holds a permission code; screens hide what it forbids (the server refuses anyway). */
export type Can = (code: PermissionCode) => boolean;

/**
 * What the shared pieces know of the session, given by the app shell (`app/session/AccessHost`), so
 * that `components/` never reads `app/`.
 */
export interface Access {
  can: Can;
  /** Where the session works: its own kindergarten, or one a group picks; null until the user is known. */
  reach: KindergartenScope | null;
}

// Outside a host nothing is granted and no kindergarten is known.
export const AccessContext = createContext<Access>({ can: () => false, reach: null });

export function useCan(): Can {
  return useContext(AccessContext).can;
}

export function useReach(): KindergartenScope | null {
  return useContext(AccessContext).reach;
}
