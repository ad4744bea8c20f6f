// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startLanguage } from '../../test/dom-harness';
import { LanguageMenu } from './LanguageMenu';

describe('the language menu of the public screens', () => {
  beforeEach(async () => {
    localStorage.clear();
    await startLanguage('zh-TW', {});
  });

  it('names the active language; opens on the button with the three, the active one checked and focused', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const button = screen.getByTestId('lang-switch');
    expect(button.textContent).toBe('繁體中文');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['简体中文', 'false'],
      ['繁體中文', 'true'],
      ['English', 'false'],
    ]);
    expect(document.activeElement).toBe(items[1]);
  });

  it('is used by keyboard: arrows move through the languages (round), Escape closes it and returns to the button', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const button = screen.getByTestId('lang-switch');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitemradio');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click elsewhere; choosing the active language keeps it (no reload)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageMenu />
        <p>elsewhere</p>
      </>,
    );
    await user.click(screen.getByTestId('lang-switch'));
    await user.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByTestId('lang-switch'));
    await user.click(screen.getByTestId('lang-option-zh-TW'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('zh-TW');
  });
});
