import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { passwordDialog } from '../password/password-dialog-store';
import { signOut } from '../session/sign-out';

/**
 * Nick name with change password and sign out (spec section 2). Compact (a narrow header), the
 * button is the avatar alone and the name heads the menu instead.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const name = user?.nickName ?? user?.userName ?? '';
  const items: MenuProps['items'] = [
    ...(compact ? [{ key: 'name', disabled: true, label: <span data-testid="user-menu-name">{name}</span> }, { type: 'divider' as const }] : []),
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
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') signOut();
          else if (key === 'password') passwordDialog.open();
        },
      }}
    >
      <Button type="text" aria-label={t('shell.user.menu')} data-testid="user-dropdown" style={{ height: 40, paddingInline: compact ? 4 : undefined }}>
        <Space size={compact ? 4 : 8}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
          {!compact && <span data-testid="user-nick-name">{name}</span>}
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Button>
    </Dropdown>
  );
}
