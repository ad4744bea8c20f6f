import { redirect } from 'react-router';
import { userInfoQuery } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { PATHS } from '../paths';
import { session } from '../session/session-store';
import { clearLocalSession } from '../session/sign-out';

/**
 * The route guard of spec section 2, as loaders: no token -> login; user info not loaded yet -> fetch it,
 * and on failure clear the token and go to login.
 */
export async function requireSession(): Promise<null> {
  const { token, menus } = session.get();
  if (!token) throw redirect(PATHS.login);
  // Routes are built from the stored login menu; without it (storage wiped) a fresh login rebuilds them.
  if (menus.length === 0) {
    clearLocalSession();
    throw redirect(PATHS.login);
  }
  try {
    await queryClient.ensureQueryData(userInfoQuery);
  } catch {
    clearLocalSession();
    throw redirect(PATHS.login);
  }
  return null;
}

/** A signed-in user opening login goes home. */
export function redirectSignedIn(): null {
  if (session.get().token) throw redirect(PATHS.home);
  return null;
}

/** /changePsd is public, but without a token there is nobody whose password to change. */
export function requireToken(): null {
  if (!session.get().token) throw redirect(PATHS.login);
  return null;
}
