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

/** Spec section 8: the server revokes the token; the local session is cleared even if that call fails. */
export async function signOut(): Promise<void> {
  const { token } = session.get();
  try {
    if (token) await authApi.logout(token);
  } catch {
    // nothing to do: the token is dropped here anyway
  } finally {
    clearLocalSession();
    navigateTo(PATHS.login);
  }
}
