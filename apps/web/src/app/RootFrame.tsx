import { Outlet } from 'react-router';
import { PasswordDialogHost } from './password/PasswordDialogHost';
import { ScrollToTop } from './progress/ScrollToTop';
import { TopProgress } from './progress/TopProgress';

/** Around every route: the loading bar, scroll reset and the one global password dialog. */
export function RootFrame() {
  return (
    <>
      <TopProgress />
      <ScrollToTop />
      <Outlet />
      <PasswordDialogHost />
    </>
  );
}
