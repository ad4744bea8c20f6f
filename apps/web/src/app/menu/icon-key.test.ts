import { describe, expect, it } from 'vitest';
import { iconKey } from './icon-key';

describe('iconKey', () => {
  it('accepts short, antd and kebab names', () => {
    expect(iconKey('home')).toBe('home');
    expect(iconKey('HomeOutlined')).toBe('home');
    expect(iconKey('home-outlined')).toBe('home');
    expect(iconKey(' Setting ')).toBe('setting');
    expect(iconKey('AppstoreTwoTone')).toBe('appstore');
  });
});
