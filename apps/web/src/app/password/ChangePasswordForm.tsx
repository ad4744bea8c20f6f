import { changePasswordFormSchema, OLD_PASSWORD_MAX, PASSWORD_MAX, publicChangePasswordFormSchema } from '@kg/domain';
import { Button, Flex, Form, Input, type FormInstance } from 'antd';
import { UserNameInput } from '../../components/form/UserNameInput';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/form/zod-rule';
import { translateIssue } from '../../i18n';

export interface ChangePasswordValues {
  /** Asked only on the public /changePsd, where nobody is signed in. */
  userName?: string;
  oldPassword: string;
  newPassword: string;
  renewPassword: string;
}

interface Props {
  form: FormInstance<ChangePasswordValues>;
  submitting: boolean;
  cancelText: string;
  onSubmit: (values: ChangePasswordValues) => void;
  onCancel: () => void;
  /** Signed out: the account is named by its user name, and the public form's rules apply. */
  askUserName?: boolean;
}

/**
 * The password form of spec section 5, shared by the global dialog and the /changePsd page (which,
 * signed out, asks for the user name too).
 */
export function ChangePasswordForm({ form, submitting, cancelText, onSubmit, onCancel, askUserName = false }: Props) {
  const { t } = useTranslation();
  const schema = askUserName ? publicChangePasswordFormSchema : changePasswordFormSchema;
  const rule = (field: keyof ChangePasswordValues) => zodRule(schema, field, translateIssue);
  return (
    <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false} data-testid="change-password-form">
      {askUserName && (
        <Form.Item name="userName" label={t('login.userName')} rules={[rule('userName')]}>
          <UserNameInput data-testid="password-username" />
        </Form.Item>
      )}
      <Form.Item name="oldPassword" label={t('password.oldPassword')} rules={[rule('oldPassword')]}>
        <Input.Password maxLength={OLD_PASSWORD_MAX} autoComplete="current-password" placeholder={t('password.oldPasswordPlaceholder')} data-testid="password-old" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('password.newPassword')} extra={t('password.rule')} rules={[rule('newPassword')]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t('password.newPasswordPlaceholder')} data-testid="password-new" />
      </Form.Item>
      <Form.Item name="renewPassword" label={t('password.renewPassword')} dependencies={['newPassword']} rules={[rule('renewPassword')]}>
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" placeholder={t('password.renewPasswordPlaceholder')} data-testid="password-confirm" />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel} disabled={submitting} data-testid="password-cancel">
          {cancelText}
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="password-submit">
          {t('password.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
