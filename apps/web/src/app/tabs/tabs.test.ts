import { describe, expect, it } from 'vitest';
import { closeOtherTabs, closeTab, normalizeTabs, openTab } from './tabs';

describe('tabs', () => {
  it('always starts with home and has no duplicates', () => {
    expect(normalizeTabs([])).toEqual(['/home']);
    expect(normalizeTabs(['/a', '/home', '/a'])).toEqual(['/home', '/a']);
  });

  it('opens a tab once, at the end', () => {
    expect(openTab(['/home', '/a'], '/b')).toEqual(['/home', '/a', '/b']);
    expect(openTab(['/home', '/a', '/b'], '/a')).toEqual(['/home', '/a', '/b']);
  });

  it('never closes home', () => {
    expect(closeTab(['/home', '/a'], '/home', '/home')).toEqual({ tabs: ['/home', '/a'], next: '/home' });
  });

  it('moves to the left neighbour when the active tab closes', () => {
    expect(closeTab(['/home', '/a', '/b'], '/b', '/b')).toEqual({ tabs: ['/home', '/a'], next: '/a' });
    expect(closeTab(['/home', '/a', '/b'], '/a', '/a')).toEqual({ tabs: ['/home', '/b'], next: '/home' });
  });

  it('stays put when another tab closes', () => {
    expect(closeTab(['/home', '/a', '/b'], '/a', '/b')).toEqual({ tabs: ['/home', '/b'], next: '/b' });
    expect(closeTab(['/home', '/a'], '/zzz', '/a')).toEqual({ tabs: ['/home', '/a'], next: '/a' });
  });

  it('closes the others but keeps home', () => {
    expect(closeOtherTabs(['/home', '/a', '/b'], '/b')).toEqual(['/home', '/b']);
    expect(closeOtherTabs(['/home', '/a'], '/home')).toEqual(['/home']);
  });
});
