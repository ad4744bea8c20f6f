import { authApi } from '../../api/auth';
import { queryClient } from '../../api/query-client';
import { navigateTo } from '../navigation';
import { passwordDialog } from '../password/password-dialog-store';
import { PATHS } from '../paths';
import { tabsStore } from '../tabs/tabs-store';
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
 */
export function signOut(): void {
  const { token } = session.get();
  if (token) void authApi.logout(token).catch(() => undefined);
  clearLocalSession();
  navigateTo(PATHS.login);
}
