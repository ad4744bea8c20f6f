// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLanguage } from '../../test/dom-harness';
import { AntdProvider } from './AntdFrame';

/** A system setting the test changes, as a person would in their system's accessibility settings. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduce;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  const install = (value: typeof window.matchMedia) => Object.defineProperty(window, 'matchMedia', { configurable: true, value });
  install(matchMedia);
  return {
    change(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => install(original),
  };
}

/** What antd's components animate with: their motion switch and a transition's duration. */
function Motion() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{`${token.motion} ${token.motionDurationMid}`}</output>;
}

describe("antd's motion follows the system's reduced-motion setting", () => {
  let setting: ReturnType<typeof systemMotionSetting>;
  beforeEach(() => startLanguage('en', {}));
  afterEach(() => setting.restore());

  it('animates for a person without the setting, and stops when they turn it on', () => {
    setting = systemMotionSetting(false);
    render(<AntdProvider>{<Motion />}</AntdProvider>);
    expect(screen.getByTestId('motion').textContent).toBe('true 0.2s');
    setting.change(true);
    expect(screen.getByTestId('motion').textContent).toBe('false 0s');
  });

  it('stills antd for a person with the setting, and animates again when they turn it off', () => {
    setting = systemMotionSetting(true);
    render(<AntdProvider>{<Motion />}</AntdProvider>);
    expect(screen.getByTestId('motion').textContent).toBe('false 0s');
    setting.change(false);
    expect(screen.getByTestId('motion').textContent).toBe('true 0.2s');
  });
});
