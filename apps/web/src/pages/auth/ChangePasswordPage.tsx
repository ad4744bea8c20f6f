import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordForm, type ChangePasswordValues } from '../../app/password/ChangePasswordForm';
import { useChangePassword } from '../../app/password/useChangePassword';
import { PATHS } from '../../app/paths';
import { useSession } from '../../app/session/session-store';
import { signOut } from '../../app/session/sign-out';
import { AuthFrame } from './AuthFrame';

/** /changePsd: the dialog's form as a page; with the easy-password flag, cancelling signs out like the dialog. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forced = useSession((s) => s.easyPassword);
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useChangePassword(form);

  return (
    <AuthFrame title={forced ? t('password.forcedTitle') : t('password.title')}>
      {forced && <Alert type="warning" showIcon title={t('password.forcedHint')} style={{ marginBottom: 16 }} />}
      <ChangePasswordForm
        form={form}
        submitting={change.isPending}
        cancelText={forced ? t('password.signOut') : t('common.actions.cancel')}
        onSubmit={(values) => change.mutate(values)}
        onCancel={() => (forced ? signOut() : navigate(PATHS.home))}
      />
    </AuthFrame>
  );
}
