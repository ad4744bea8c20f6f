import { useLocation } from 'react-router';
import { PATHS } from '../paths';
import { useSession } from '../session/session-store';
import { passwordDialog, usePasswordDialogRequested } from './password-dialog-store';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * The one global password dialog (spec section 2): forced while the password must be changed, on any
 * screen but /changePsd (which shows the same form itself); otherwise open when the user asks for it.
 */
export function PasswordDialogHost() {
  const signedIn = useSession((s) => Boolean(s.token));
  const passwordChange = useSession((s) => s.passwordChange);
  const requested = usePasswordDialogRequested();
  const { pathname } = useLocation();
  const onPage = pathname === PATHS.changePsd;
  const forced = signedIn && !onPage ? passwordChange : null;
  return <ChangePasswordDialog open={Boolean(forced) || (signedIn && requested && !onPage)} forced={forced} onClose={passwordDialog.close} />;
}
