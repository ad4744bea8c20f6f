import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@kg/domain';
import { App as AntApp, Layout, theme } from 'antd';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { StickyTopContext } from '../../components/table/sticky-top';
import { AccessHost } from '../session/AccessHost';
import { useSession } from '../session/session-store';
import { local } from '../session/storage';
import { Brand } from './Brand';
import { MenuDrawer } from './MenuDrawer';
import { ShellHeader } from './ShellHeader';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { useNarrowScreen } from '../../components/useNarrowScreen';

const COLLAPSED_KEY = 'siderCollapsed';

/**
 * The signed-in shell (spec section 2, 'Layout shell'). On a wide screen the side menu sits beside
 * the page (collapsible, remembered); below antd's `md` it is a drawer the header's button opens, so
 * the page has the whole width.
 */
export function ShellLayout() {
  const { token } = theme.useToken();
  const menus = useSession((s) => s.menus);
  const narrow = useNarrowScreen();
  const [collapsed, setCollapsed] = useState(() => local.get(COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The header and tabs stay at the top: a table's own sticky header goes just below them.
  const top = useRef<HTMLDivElement>(null);
  const [topHeight, setTopHeight] = useState(0);
  useLayoutEffect(() => {
    const element = top.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setTopHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onMenuButton = () => {
    if (narrow) return setDrawerOpen(true);
    local.set(COLLAPSED_KEY, collapsed ? null : '1');
    setCollapsed(!collapsed);
  };

  // antd's App holds the messages, notifications and confirmations of the pages (sign-in goes without).
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        {narrow ? (
          <MenuDrawer menus={menus} open={drawerOpen} onClose={closeDrawer} />
        ) : (
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
        )}
        {/* minWidth 0: a wide table scrolls inside its card instead of widening the page. */}
        <Layout style={{ minWidth: 0 }}>
          <div ref={top} style={{ position: 'sticky', top: 0, zIndex: 10 }}>
            <ShellHeader narrow={narrow} collapsed={collapsed} onMenuButton={onMenuButton} />
            <div style={{ background: token.colorBgContainer, padding: narrow ? '6px 8px 0' : '6px 16px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
              <TabBar />
            </div>
          </div>
          <Layout.Content style={{ padding: narrow ? 8 : 16 }} data-testid="shell-content">
            <StickyTopContext value={topHeight}>
              <AccessHost>
                <Outlet />
              </AccessHost>
            </StickyTopContext>
          </Layout.Content>
        </Layout>
      </Layout>
    </AntApp>
  );
}
