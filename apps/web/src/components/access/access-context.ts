import type { PermissionCode } from '@kg/domain';
import { createContext, useContext } from 'react';
import type { KindergartenScope } from '../report/report-scope';

/** Whether the signed-in user holds a permission code; screens hide what it forbids (the server refuses anyway). */
export type Can = (code: PermissionCode) => boolean;

/**
 * What the shared pieces know of the session, given by the app shell (`app/session/AccessHost`), so
 * that `components/` never reads `app/`. Screens ask through the declarations (`declared-access.ts`).
 */
export interface Access {
  can: Can;
  /** Whether the user is known (signed in); a signed-in endpoint needs no code beyond it. */
  signedIn: boolean;
  /** Where the session works: its own kindergarten, or one a group picks; null until the user is known. */
  reach: KindergartenScope | null;
}

// Outside a host nothing is granted and no kindergarten is known.
export const AccessContext = createContext<Access>({ can: () => false, signedIn: false, reach: null });

/** The session as a whole, for the questions asked through a declaration. */
export function useAccess(): Access {
  return useContext(AccessContext);
}

/** Asks for a code itself: for the generic pieces, which hold an entity and an action, not a screen's button. */
export function useCan(): Can {
  return useContext(AccessContext).can;
}

export function useReach(): KindergartenScope | null {
  return useContext(AccessContext).reach;
}
