import type { MenuItem } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { aliasPaths, aliasTarget } from './page-aliases';

function menu(id: string, href: string, componentUrl: string, subMenus: MenuItem[] = []): MenuItem {
  return { id, parentId: '0', href, name: id, icon: '', isShow: 1, componentUrl, sort: 0, permission: '', subMenus };
}

const menus: MenuItem[] = [
  menu('home', '/home', 'home/index'),
  menu('equipment', '/device', '', [menu('speaker', '/device/speaker', 'device/speaker'), menu('device', 'machines', 'device/device')]),
];

describe('aliasPaths', () => {
  it("leads each alias to its page's path in this menu, relative hrefs resolved", () => {
    expect(aliasTarget('/stereo', menus)).toBe('/device/speaker');
    expect(aliasTarget('/checkInMachineManagement', menus)).toBe('/device/machines');
    expect(aliasTarget('/equipmentList', menus)).toBe('/device/machines');
  });

  it('offers no alias for a page the menu lacks, nor over a menu path of the same name', () => {
    expect(aliasTarget('/kigCamera', menus)).toBeNull();
    expect(aliasTarget('/device/speaker', menus)).toBeNull();
    const taken = [...menus, menu('stereo', '/stereo', 'device/gateway')];
    expect(aliasPaths(taken).some((alias) => alias.from === '/stereo')).toBe(false);
  });
});
