import { useLocation } from 'react-router';
import { PATHS } from '../paths';
import { useSession } from '../session/session-store';
import { passwordDialog, usePasswordDialogRequested } from './password-dialog-store';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * The one global password dialog (spec section 2): forced while the easy-password flag is set, on any
 * screen but /changePsd (which shows the same form itself); otherwise open when the user asks for it.
 */
export function PasswordDialogHost() {
  const signedIn = useSession((s) => Boolean(s.token));
  const easyPassword = useSession((s) => s.easyPassword);
  const requested = usePasswordDialogRequested();
  const { pathname } = useLocation();
  const onPage = pathname === PATHS.changePsd;
  const forced = signedIn && easyPassword && !onPage;
  return <ChangePasswordDialog open={forced || (signedIn && requested && !onPage)} forced={forced} onClose={passwordDialog.close} />;
}
