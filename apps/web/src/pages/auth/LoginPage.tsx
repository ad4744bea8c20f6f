import { APP_TYPES, LOGIN_APP_TYPES, LOGIN_PASSWORD_MAX } from '@kg/domain';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select } from 'antd';
import { UserNameInput } from '../../components/form/UserNameInput';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { PATHS } from '../../app/paths';
import { RETURN_PARAM } from '../../app/session/return-path';
import { session } from '../../app/session/session-store';
import { signIn, type SignInValues } from '../../app/session/sign-in';
import { zodRule } from '../../components/form/zod-rule';
import { translateIssue } from '../../i18n';
import { AuthFrame } from './AuthFrame';

// The sign-in screen is drawn without zod: the shared schema (and zod with it) is fetched at the first check.
const loginSchema = () => import('@kg/domain/auth').then((m) => m.loginBodySchema);
const rule = (field: keyof SignInValues) => zodRule(loginSchema, field, translateIssue);

export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SignInValues>();
  // The page asked for before signing in: signIn opens it if the new session's menu has it.
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_PARAM);
  const login = useMutation({ mutationFn: (values: SignInValues) => signIn(values, returnTo) });
  const failure = login.error ? (isApiError(login.error) ? login.error.txt : t('common.network.offline')) : null;

  const appTypeOptions = LOGIN_APP_TYPES.map((value) => ({
    value,
    label: t(`appType.${APP_TYPES[value].key}`),
    'data-testid': `login-app-type-option-${value}`,
  }));

  return (
    <AuthFrame title={t('login.title')}>
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ appType: session.lastAppType() ?? LOGIN_APP_TYPES[0] }}
        onFinish={(values) => login.mutate(values)}
        onValuesChange={() => login.isError && login.reset()}
        data-testid="login-form"
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form.Item name="appType" label={t('login.appType')} rules={[rule('appType')]}>
          <Select options={appTypeOptions} placeholder={t('login.appTypePlaceholder')} data-testid="login-app-type" />
        </Form.Item>
        <Form.Item name="userName" label={t('login.userName')} rules={[rule('userName')]}>
          <UserNameInput data-testid="login-username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[rule('password')]}>
          <Input.Password
            prefix={<LockOutlined />}
            maxLength={LOGIN_PASSWORD_MAX}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            data-testid="login-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <Link to={PATHS.changePsd} data-testid="login-change-password">
            {t('login.changePassword')}
          </Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
