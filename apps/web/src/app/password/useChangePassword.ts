import { useMutation } from '@tanstack/react-query';
import { message, notification, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/api-error';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { navigateTo } from '../navigation';
import { PATHS } from '../paths';
import { currentLocation } from '../session/return-path';
import { session } from '../session/session-store';
import { signOut } from '../session/sign-out';
import type { ChangePasswordValues } from './ChangePasswordForm';

/**
 * Spec section 4: success clears the easy-password flag, signs out (the server revokes the token anyway)
 * and shows 'Password reset success' on the login screen, which then returns to the page the person was
 * on; failure shows the reason and keeps the form. Signed out (the public /changePsd), the account is
 * named by `userName` and success goes to login. Its message and notification are antd's static ones
 * (App.tsx): the success is shown on the screen the change leads to, where antd's App is not mounted.
 */
export function useChangePassword(form: FormInstance<ChangePasswordValues>, signedIn = true) {
  const { t } = useTranslation();

  return useMutation({
    mutationFn: ({ userName, oldPassword, newPassword }: ChangePasswordValues) =>
      signedIn ? authApi.changePassword({ oldPassword, newPassword }) : authApi.changePasswordSignedOut({ userName: userName ?? '', oldPassword, newPassword }),
    onSuccess: () => {
      if (signedIn) {
        session.passwordChanged();
        signOut(currentLocation());
      } else {
        navigateTo(PATHS.login);
      }
      void message.success(t('success.passwordChanged'));
    },
    onError: (error) => {
      if (isApiError(error)) applyFieldErrors(form, error.fieldErrors);
      notification.error({
        title: t('password.failed'),
        description: isApiError(error) ? error.txt : t('common.network.offline'),
      });
    },
  });
}
