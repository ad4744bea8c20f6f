import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { passwordDialog } from '../password/password-dialog-store';
import { signOut } from '../session/sign-out';

/** Nick name with change password and sign out (spec section 2). */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'password',
            icon: <KeyOutlined />,
            label: <span data-testid="user-menu-change-password">{t('shell.user.changePassword')}</span>,
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: <span data-testid="user-menu-logout">{t('shell.user.logout')}</span>,
          },
        ],
        onClick: ({ key }) => (key === 'logout' ? signOut() : passwordDialog.open()),
      }}
    >
      <Button type="text" aria-label={t('shell.user.menu')} data-testid="user-dropdown" style={{ height: 40 }}>
        <Space size={8}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
          <span data-testid="user-nick-name">{user?.nickName ?? user?.userName ?? ''}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
