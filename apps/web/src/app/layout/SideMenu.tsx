import type { MenuItem } from '@kg/domain';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { menuName, sortMenus } from '../menu/menu-tree';
import { useMenuEntries, useMenuTrail } from '../menu/useMenuEntries';
import { MenuIcon } from './menu-icons';
import { currentLocale } from '../../i18n';

type Items = NonNullable<MenuProps['items']>;

/** Visible items only (isShow 0 still routes, spec section 2); keys are menu ids. */
function toItems(menus: readonly MenuItem[], depth = 0): Items {
  return sortMenus(menus)
    .filter((item) => item.isShow !== 0)
    .map((item) => {
      const children = toItems(item.subMenus ?? [], depth + 1);
      return {
        key: item.id,
        icon: depth === 0 ? <MenuIcon name={item.icon} /> : undefined,
        label: (
          <span data-testid="side-menu-item" data-href={item.href} data-menu-id={item.id}>
            {menuName(item, currentLocale())}
          </span>
        ),
        children: children.length ? children : undefined,
      };
    });
}

export interface SideMenuProps {
  menus: readonly MenuItem[];
  collapsed: boolean;
  /** Told when an entry is chosen (the phone's menu drawer then closes). */
  onNavigate?: () => void;
}

export function SideMenu({ menus, collapsed, onNavigate }: SideMenuProps) {
  const navigate = useNavigate();
  const entries = useMenuEntries();
  const trail = useMenuTrail();
  const items = useMemo(() => toItems(menus), [menus]);
  const trailIds = trail.map((entry) => entry.item.id);
  const [openKeys, setOpenKeys] = useState<string[]>(trailIds.slice(0, -1));

  // Opening a page (from a tab, a link, the address bar) unfolds its directories.
  const ancestorsKey = trailIds.slice(0, -1).join('/');
  useEffect(() => {
    if (!ancestorsKey) return;
    setOpenKeys((keys) => [...new Set([...keys, ...ancestorsKey.split('/')])]);
  }, [ancestorsKey]);

  // A hidden page highlights its nearest visible ancestor.
  const selected = [...trail].reverse().find((entry) => entry.item.isShow !== 0);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((e) => e.item.id === key);
    if (!entry) return;
    if (entry.external) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
    onNavigate?.();
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected ? [selected.item.id] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      data-testid="side-menu"
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
