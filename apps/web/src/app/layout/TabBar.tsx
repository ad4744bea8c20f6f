import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useEffect, useMemo } from 'react';
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
  // Only pages get tabs: a directory's own path just redirects to its first page.
  const pages = useMemo(
    () => new Map(entries.filter((e) => !e.external && !e.item.subMenus?.length).map((e) => [e.path, e])),
    [entries],
  );

  // Every menu page visited gets a tab; error pages and unknown paths do not.
  useEffect(() => {
    if (pages.has(pathname)) tabsStore.open(pathname);
  }, [pathname, pages]);

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
    <div className="kg-tab-bar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pages.has(pathname) ? pathname : ''}
        items={items}
        onChange={(path) => navigate(path)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        tabBarExtraContent={actions}
        styles={{ header: { margin: 0 } }}
      />
    </div>
  );
}
