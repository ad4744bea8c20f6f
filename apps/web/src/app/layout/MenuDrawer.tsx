import type { MenuItem } from '@kg/domain';
import { SIDEBAR_WIDTH } from '@kg/domain';
import { Drawer, Layout } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Brand } from './Brand';
import { SideMenu } from './SideMenu';

export interface MenuDrawerProps {
  menus: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu on a narrow screen: a drawer over the page, closed once a page is chosen. Its body is
 * the same Sider as on a wide screen, so it looks as the theme says the menu looks.
 */
export function MenuDrawer({ menus, open, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Any way to another page (a tab, a link) closes it too: the page is what the person went for.
  useEffect(() => onClose(), [pathname, onClose]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={SIDEBAR_WIDTH}
      closable={false}
      aria-label={t('shell.sider.menu')}
      styles={{ body: { padding: 0 } }}
      data-testid="menu-drawer"
    >
      <Layout.Sider width="100%" trigger={null} style={{ minHeight: '100%' }}>
        <Brand collapsed={false} />
        <SideMenu menus={menus} collapsed={false} onNavigate={onClose} />
      </Layout.Sider>
    </Drawer>
  );
}
