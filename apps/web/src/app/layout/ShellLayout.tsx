import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@kg/domain';
import { Button, Flex, Layout, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSession } from '../session/session-store';
import { local } from '../session/storage';
import { AppBreadcrumb } from './AppBreadcrumb';
import { Brand } from './Brand';
import { FullscreenToggle } from './FullscreenToggle';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';

const COLLAPSED_KEY = 'siderCollapsed';
const HEADER_HEIGHT = 56;

/** The signed-in shell (spec section 2, 'Layout shell'). */
export function ShellLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const menus = useSession((s) => s.menus);
  const [collapsed, setCollapsed] = useState(() => local.get(COLLAPSED_KEY) === '1');

  const toggle = () => {
    local.set(COLLAPSED_KEY, collapsed ? null : '1');
    setCollapsed(!collapsed);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsible
        collapsed={collapsed}
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        data-testid="sider"
        data-collapsed={collapsed}
      >
        <Brand collapsed={collapsed} />
        <SideMenu menus={menus} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
          <Layout.Header
            style={{
              height: HEADER_HEIGHT,
              lineHeight: `${HEADER_HEIGHT}px`,
              padding: '0 16px 0 8px',
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Flex align="center" gap={8} style={{ height: '100%' }}>
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={collapsed ? t('shell.sider.expand') : t('shell.sider.collapse')}
                onClick={toggle}
                data-testid="sider-toggle"
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <AppBreadcrumb />
              </div>
              <FullscreenToggle />
              <LanguageSwitch />
              <UserMenu />
            </Flex>
          </Layout.Header>
          <div style={{ background: token.colorBgContainer, padding: '6px 16px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <TabBar />
          </div>
        </div>
        <Layout.Content style={{ padding: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
