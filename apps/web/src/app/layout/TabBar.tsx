import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Tabs } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMenuEntries } from '../menu/useMenuEntries';
import { PATHS } from '../paths';
import { tabsStore, useTabs } from '../tabs/tabs-store';
import { menuName } from '../menu/menu-tree';
import { currentLocale } from '../../i18n';
import type { MenuItem } from '@kg/domain';

const tabTitle = (item: MenuItem | undefined) => (item ? menuName(item, currentLocale()) : null);

/** Opened pages (spec section 2): click to switch, close, close others; home stays. */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs();
  const entries = useMenuEntries();
  const bar = useRef<HTMLDivElement>(null);
  // Only pages get tabs: a directory's own path just redirects to its first page.
  const pages = useMemo(() => new Map(entries.filter((e) => !e.external && !e.item.subMenus?.length).map((e) => [e.path, e])), [entries]);

  // Every menu page visited gets a tab; error pages and unknown paths do not.
  useEffect(() => {
    if (pages.has(pathname)) tabsStore.open(pathname);
  }, [pathname, pages]);

  // antd renders each tab's close button (and the "more" button of tabs that do not fit) inside the
  // tablist, where only tabs may be (axe aria-required-children; react-component/tabs#1013). Both are
  // the mouse's shortcuts: by keyboard, the arrows reach every tab and Delete closes the focused one.
  // So they are left to the mouse, out of the tab order and of what assistive technology reads.
  useLayoutEffect(() => {
    bar.current?.querySelectorAll('.ant-tabs-tab-remove, .ant-tabs-nav-more').forEach((button) => {
      button.setAttribute('aria-hidden', 'true');
      button.setAttribute('tabindex', '-1');
    });
  });

  const close = (path: string) => {
    const next = tabsStore.close(path, pathname);
    if (next !== pathname) navigate(next);
  };

  const items = tabs
    .filter((path) => pages.has(path))
    .map((path) => ({
      key: path,
      closable: path !== PATHS.home,
      label: (
        <span data-testid="tab" data-path={path}>
          {tabTitle(pages.get(path)?.item)}
        </span>
      ),
    }));

  const actions = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'others', label: <span data-testid="tabs-close-others">{t('shell.tabs.closeOthers')}</span> },
          { key: 'all', label: <span data-testid="tabs-close-all">{t('shell.tabs.closeAll')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'others') return tabsStore.closeOthers(pathname);
          tabsStore.clear();
          navigate(PATHS.home);
        },
      }}
    >
      <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('shell.tabs.actions')} data-testid="tabs-actions" />
    </Dropdown>
  );

  return (
    // The actions beside the tabs, not in antd's tabBarExtraContent, which is inside the tablist too.
    <Flex align="center" gap={4} className="kg-tab-bar" data-testid="tab-bar" ref={bar}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pages.has(pathname) ? pathname : ''}
        items={items}
        onChange={(path) => navigate(path)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        styles={{ root: { flex: 1, minWidth: 0 }, header: { margin: 0 } }}
      />
      {actions}
    </Flex>
  );
}
