import { loadAreaWords } from '../../i18n';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { AppBreadcrumb } from './AppBreadcrumb';
import { FullscreenToggle } from './FullscreenToggle';
import { UserMenu } from './UserMenu';

export const HEADER_HEIGHT = 56;

/** The messages' bell is fetched apart from the shell (its query and antd's Badge), after the shell is drawn. */
// The bell speaks operations' words (i18n/areas): they come with its chunk.
const InboxBadge = lazy(() => Promise.all([import('./InboxBadge'), loadAreaWords(['operations'])]).then(([m]) => ({ default: m.InboxBadge })));
/** The help (issue 18) the same way: its drawer, queries and words come after the shell is drawn. */
const HelpButton = lazy(() => Promise.all([import('./HelpButton'), loadAreaWords(['operations'])]).then(([m]) => ({ default: m.HelpButton })));

export interface ShellHeaderProps {
  /** A narrow screen: the menu is a drawer, and only what fits 360 px stays in the header. */
  narrow: boolean;
  collapsed: boolean;
  onMenuButton: () => void;
}

/**
 * The bar above the page: the menu button, where the page is, full screen, the messages' bell, language and the user.
 * On a narrow screen the place (the tab bar names the page) and full screen leave, and the user
 * menu shows the avatar alone (the name moves into the menu).
 */
export function ShellHeader({ narrow, collapsed, onMenuButton }: ShellHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const menuButton = narrow ? (
    <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.sider.open')} onClick={onMenuButton} data-testid="menu-drawer-toggle" />
  ) : (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={collapsed ? t('shell.sider.expand') : t('shell.sider.collapse')}
      onClick={onMenuButton}
      data-testid="sider-toggle"
    />
  );
  return (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: narrow ? '0 8px' : '0 16px 0 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
      data-testid="shell-header"
    >
      <Flex align="center" gap={narrow ? 4 : 8} style={{ height: '100%' }}>
        {menuButton}
        <div style={{ flex: 1, minWidth: 0 }}>{!narrow && <AppBreadcrumb />}</div>
        {!narrow && <FullscreenToggle />}
        <Suspense fallback={null}>
          <HelpButton />
        </Suspense>
        <Suspense fallback={null}>
          <InboxBadge />
        </Suspense>
        <LanguageSwitch />
        <UserMenu compact={narrow} />
      </Flex>
    </Layout.Header>
  );
}
