import type { MenuItem } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathWithin } from './return-path';

function menu(id: string, href: string, subMenus: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return { id, parentId: '0', href, name: id, icon: '', isShow: 1, componentUrl: id, sort: 0, permission: '', subMenus, ...extra };
}

const menus: MenuItem[] = [
  menu('home', '/home'),
  menu('health', '/health', [menu('monthly', '/health/monthly'), menu('detail', 'detail', [], { isShow: 0 })]),
  menu('help', 'https://example.org/help'),
];
const ORIGIN = 'http://127.0.0.1:8080';
const within = (raw: string | null) => returnPathWithin(raw, menus, ORIGIN);

describe('loginPathFor', () => {
  it('carries the page, query and hash asked for', () => {
    expect(loginPathFor('/health/monthly?x=1#top')).toBe('/login?redirect=%2Fhealth%2Fmonthly%3Fx%3D1%23top');
  });

  it('leaves the address plain where signing in leads anyway', () => {
    for (const target of [null, '', '/', '/home', '/home?tab=2', '/login?redirect=%2Fx', '/changePsd']) {
      expect(loginPathFor(target)).toBe('/login');
    }
  });
});

describe('returnPathWithin', () => {
  it("returns to a page of the new session's menu, hidden ones included, with query and hash", () => {
    expect(within('/health/monthly?x=1')).toBe('/health/monthly?x=1');
    expect(within('/health/detail#a')).toBe('/health/detail#a');
    expect(within('/health')).toBe('/health');
  });

  it("returns to a spec alias as its page's path, with query and hash", () => {
    const withSpeaker = [...menus, menu('speaker', '/device/speaker', [], { componentUrl: 'device/speaker' })];
    expect(returnPathWithin('/stereo?kigId=1#x', withSpeaker, ORIGIN)).toBe('/device/speaker?kigId=1#x');
    expect(within('/stereo?kigId=1')).toBeNull();
  });

  it("never to a page outside the new session's menu", () => {
    for (const raw of ['/system/user', '/health/monthly/extra', '/no-such-page', '/', '/login', null, '']) {
      expect(within(raw)).toBeNull();
    }
  });

  it('never to another site, however the address is spelt', () => {
    for (const raw of [
      'https://evil.example/health/monthly',
      '//evil.example/health/monthly',
      '/\\evil.example/health/monthly',
      '\\\\evil.example/health/monthly',
      '/\t/evil.example/health/monthly',
      '/%2F%2Fevil.example/health/monthly',
      'javascript:alert(1)//health/monthly',
      'health/monthly',
      'https://example.org/help',
    ]) {
      expect(within(raw), raw).toBeNull();
    }
  });
});
