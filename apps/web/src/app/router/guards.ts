import { redirect, type LoaderFunctionArgs } from 'react-router';
import { userInfoQuery } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { PATHS } from '../paths';
import { loginPathFor, RETURN_PARAM, returnPathWithin } from '../session/return-path';
import { session } from '../session/session-store';
import { clearLocalSession } from '../session/sign-out';

/** The page asked for, as a return target: path, query and hash. */
const asked = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * The route guard of spec section 2, as loaders: no token -> login; user info not loaded yet -> fetch it,
 * and on failure clear the token and go to login. Login keeps the page asked for, to return to it.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<null> {
  const { token, menus } = session.get();
  const toLogin = () => redirect(loginPathFor(asked(request)));
  if (!token) throw toLogin();
  // Routes are built from the stored login menu; without it (storage wiped) a fresh login rebuilds them.
  if (menus.length === 0) {
    clearLocalSession();
    throw toLogin();
  }
  try {
    const info = await queryClient.ensureQueryData(userInfoQuery);
    session.refreshMenus(info.menus);
  } catch {
    clearLocalSession();
    throw toLogin();
  }
  return null;
}

/** A signed-in user opening login goes to the page the login address names (when the menu has it) or home. */
export function redirectSignedIn({ request }: LoaderFunctionArgs): null {
  const { token, menus } = session.get();
  if (!token) return null;
  const returnTo = new URL(request.url).searchParams.get(RETURN_PARAM);
  throw redirect(returnPathWithin(returnTo, menus, window.location.origin) ?? PATHS.home);
}
