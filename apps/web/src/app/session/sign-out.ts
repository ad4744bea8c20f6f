import { authApi } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { navigateTo } from '../navigation';
import { passwordDialog } from '../password/password-dialog-store';
import { tabsStore } from '../tabs/tabs-store';
import { loginPathFor } from './return-path';
import { session } from './session-store';

/** Forgets everything of the session on this side: token, access, menus, user info, tabs. */
export function clearLocalSession(): void {
  session.clear();
  tabsStore.clear();
  passwordDialog.close();
  queryClient.clear();
}

/**
 * Spec section 8: the server revokes the token; the person is signed out here at once, whether that
 * call is quick, slow or fails (the token travels in the call, so clearing the session first is safe).
 * `returnTo`: the page to come back to at the next sign-in (after a password change, not a sign-out).
 */
export function signOut(returnTo?: string): void {
  const { token } = session.get();
  if (token) void authApi.logout(token).catch(() => undefined);
  clearLocalSession();
  navigateTo(loginPathFor(returnTo));
}
