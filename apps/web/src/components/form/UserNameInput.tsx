import { USER_NAME_MAX } from '@kg/domain';
import { UserOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** An account's user name as typed at sign-in and at the public password change: one field, one limit. */
export function UserNameInput(props: InputProps) {
  const { t } = useTranslation();
  return <Input prefix={<UserOutlined />} maxLength={USER_NAME_MAX} autoComplete="username" placeholder={t('login.userNamePlaceholder')} {...props} />;
}
