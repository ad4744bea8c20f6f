import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { loadAntd } from '../antd/load-antd';
import { PATHS } from '../paths';
import { useSession } from '../session/session-store';
import { passwordDialog, usePasswordDialogRequested } from './password-dialog-store';

// Its form (antd's modal, the password rules) is fetched the first time it opens, not with every route;
// antd's provider with it, as the dialog is drawn beside the routes, not inside the antd ones.
const ChangePasswordDialog = lazy(async () => {
  const [{ AntdProvider }, { ChangePasswordDialog: Dialog }] = await Promise.all([loadAntd(), import('./ChangePasswordDialog')]);
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <AntdProvider>
        <Dialog {...props} />
      </AntdProvider>
    ),
  };
});

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
  const open = Boolean(forced) || (signedIn && requested && !onPage);
  // Once opened it stays mounted, so closing plays the modal's own closing motion.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog open={open} forced={forced} onClose={passwordDialog.close} />
    </Suspense>
  );
}
