import { useMutation } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/api-error';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { session } from '../session/session-store';
import { signOut } from '../session/sign-out';
import type { ChangePasswordValues } from './ChangePasswordForm';

/**
 * Spec section 4: success clears the easy-password flag, signs out (the server revokes the token anyway)
 * and shows 'Password reset success' on the login screen; failure shows the reason and keeps the form.
 */
export function useChangePassword(form: FormInstance<ChangePasswordValues>) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();

  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: ChangePasswordValues) =>
      authApi.changePassword({ oldPassword, newPassword }),
    onSuccess: () => {
      session.setEasyPassword(false);
      signOut();
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
