import type { MenuItem } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { flattenMenus } from '../../app/menu/menu-tree';
import { figureHref, percentOf } from './home-links';

const item = (id: string, href: string, componentUrl: string, subMenus: MenuItem[] = [], isShow: 0 | 1 = 1): MenuItem => ({
  id,
  parentId: '0',
  href,
  name: id,
  icon: '',
  isShow,
  componentUrl,
  sort: 0,
  permission: '',
  subMenus,
});

const entries = flattenMenus([
  item('health', '/health', '', [item('check', '/health/check', 'health/check'), item('daily', 'daily', 'health/daily')]),
  item('noCheck', '/noCheck', 'attendance/noCheck', [], 0),
  item('ext', 'https://example.com', 'device/device'),
]);

describe('figureHref', () => {
  it("opens the page where the session's menu puts it, with the figure's filters", () => {
    expect(figureHref({ page: 'health/check', query: { date: '2026-11-24', abnormal: 'true' } }, entries)).toBe('/health/check?date=2026-11-24&abnormal=true');
    expect(figureHref({ page: 'health/daily' }, entries)).toBe('/health/daily');
  });

  it('finds pages hidden from the menu, and none the menu lacks or sends outside', () => {
    expect(figureHref({ page: 'attendance/noCheck', query: { kigId: 'k1' } }, entries)).toBe('/noCheck?kigId=k1');
    expect(figureHref({ page: 'attendance/daily' }, entries)).toBeNull();
    expect(figureHref({ page: 'device/device' }, entries)).toBeNull();
    expect(figureHref(undefined, entries)).toBeNull();
  });
});

describe('percentOf', () => {
  it('gives one decimal, and 0 of nothing', () => {
    expect(percentOf(70, 72)).toBe(97.2);
    expect(percentOf(0, 0)).toBe(0);
  });
});
