import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordForm, type ChangePasswordValues } from '../../app/password/ChangePasswordForm';
import { ForcedChangeHint } from '../../app/password/ForcedChangeHint';
import { useChangePassword } from '../../app/password/useChangePassword';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/session-store';
import { signOut } from '../../app/session/sign-out';
import { AuthFrame } from './AuthFrame';

/**
 * /changePsd, public (spec section 2). Signed in: the dialog's form as a page; while the password must
 * be changed, cancelling signs out like the dialog. Signed out: the user name, the old password and the
 * new one twice.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const forced = useSession((s) => s.passwordChange);
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword(form, signedIn);

  const cancel = () => (!signedIn ? navigate(PATHS.login) : forced ? signOut() : navigate(PATHS.home));
  return (
    <AuthFrame title={forced ? t('password.forcedTitle') : t('password.title')}>
      {forced && <ForcedChangeHint reason={forced} />}
      <ChangePasswordForm
        form={form}
        askUserName={!signedIn}
        submitting={change.isPending}
        cancelText={forced ? t('password.signOut') : signedIn ? t('common.actions.cancel') : t('password.backToLogin')}
        onSubmit={(values) => change.mutate(values)}
        onCancel={cancel}
      />
    </AuthFrame>
  );
}
