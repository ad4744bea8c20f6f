import { changePasswordFormSchema, OLD_PASSWORD_MAX, PASSWORD_MAX } from '@kg/domain';
import { Button, Flex, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../components/form/zod-rule';
import { translateIssue } from '../../i18n';

export interface ChangePasswordValues {
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
}

const rule = (field: keyof ChangePasswordValues) => zodRule(changePasswordFormSchema, field, translateIssue);

/** The password form of spec section 5, shared by the global dialog and the /changePsd page. */
export function ChangePasswordForm({ form, submitting, cancelText, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false} data-testid="change-password-form">
      <Form.Item name="oldPassword" label={t('password.oldPassword')} rules={[rule('oldPassword')]}>
        <Input.Password
          maxLength={OLD_PASSWORD_MAX}
          autoComplete="current-password"
          placeholder={t('password.oldPasswordPlaceholder')}
          data-testid="password-old"
        />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.newPassword')}
        extra={t('password.rule')}
        rules={[rule('newPassword')]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={t('password.newPasswordPlaceholder')}
          data-testid="password-new"
        />
      </Form.Item>
      <Form.Item
        name="renewPassword"
        label={t('password.renewPassword')}
        dependencies={['newPassword']}
        rules={[rule('renewPassword')]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={t('password.renewPasswordPlaceholder')}
          data-testid="password-confirm"
        />
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
