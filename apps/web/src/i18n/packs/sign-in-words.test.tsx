// @vitest-environment jsdom
import { LOCALES, type Locale } from '@kg/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { RouteErrorView } from '../../app/errors/RouteErrorView';
import { session } from '../../app/session/session-store';
import { ChangePasswordPage } from '../../pages/auth/ChangePasswordPage';
import { LoginPage } from '../../pages/auth/LoginPage';
import { fakeServer } from '../../test/dom-harness';
import { loadAntdTexts } from '../antd-texts';
import { initI18n, loadDictionary, loadEveryArea, loadPageWords } from '../index';
import { dictionaryFor } from '../resources';

/** Every key a screen asked for that the loaded words lack (i18next reports them once saveMissing is on). */
function missingKeys(): string[] {
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.on('missingKey', (_languages, _namespace, key: string) => missing.push(key));
  return missing;
}

/**
 * Keys shown as they are: what translateIssue and translateKey give for a key the words lack (they ask
 * i18next whether it exists, which reports nothing). Read from the text and the labels a person meets.
 */
function keysShown(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    texts.push(...['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
  }
  return texts.flatMap((text) => text.match(/\b[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+\b/g) ?? []);
}

const screens = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>,
  );

describe.each([...LOCALES])('the screens before the shell in %s, with the sign-in words only', (locale: Locale) => {
  let missing: string[];

  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem('lang', locale);
    await initI18n();
    // antd's own texts as /changePsd has them (its route fetches them); not the whole dictionary.
    await loadAntdTexts();
    missing = missingKeys();
    fakeServer(() => ({ status: 401, txt: 'refused', data: null }));
  });

  afterEach(() => {
    i18n.off('missingKey');
    i18n.options.saveMissing = false;
    session.clear();
  });

  it('sign-in, its field errors, its refusal and the language menu find every word', async () => {
    const user = userEvent.setup();
    // Its frame holds the language menu.
    screens(<LoginPage />);
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(document.getElementById('userName_help')).not.toBeNull());
    await user.type(screen.getByTestId('login-username'), 'x'.repeat(80));
    await user.type(screen.getByTestId('login-password'), 'secret');
    await user.click(screen.getByTestId('login-submit'));
    await user.clear(screen.getByTestId('login-username'));
    await user.type(screen.getByTestId('login-username'), 'someone');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('refused'));
    await user.click(screen.getByTestId('lang-switch'));
    expect(missing).toEqual([]);
    expect(keysShown()).toEqual([]);
  });

  it('the password change, signed out and forced, with its rules broken, finds every word', async () => {
    const user = userEvent.setup();
    const { unmount } = screens(<ChangePasswordPage />);
    await user.click(await screen.findByTestId('password-submit'));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThan(0));
    await user.type(screen.getByTestId('password-new'), 'abc_123');
    await user.type(screen.getByTestId('password-confirm'), 'abc_124');
    await user.click(screen.getByTestId('password-submit'));
    // The name and the old password still missing, the confirmation unlike the new one.
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(3));
    expect(keysShown()).toEqual([]);
    unmount();
    session.begin('token', '', 3);
    session.complete([], 'issued');
    screens(<ChangePasswordPage />);
    await screen.findByTestId('password-forced-hint');
    expect(missing).toEqual([]);
  });

  it('the error pages find every word', () => {
    screens(
      <>
        <ErrorPage status={401} />
        <ErrorPage status={404} />
        <ErrorPage status={500} />
        <RouteErrorView notFound />
        <RouteErrorView notFound={false} />
      </>,
    );
    expect(missing).toEqual([]);
    expect(keysShown()).toEqual([]);
  });

  it('are a part of the whole dictionary, to which the shell and then each area add their words without losing them', async () => {
    const words = () => i18n.getResourceBundle(locale, 'translation') as Record<string, unknown>;
    const whole = dictionaryFor(locale) as Record<string, unknown>;
    const signIn = words();
    // Far fewer areas than the whole: sign-in does not fetch the other screens' words.
    expect(Object.keys(signIn).length).toBeLessThan(Object.keys(whole).length / 3);
    expect(i18n.exists('home.welcome')).toBe(false);
    expect(whole).toMatchObject(signIn);

    await loadDictionary();
    expect(words()).toMatchObject(signIn);
    // The shell's words, not a page's: an area's come with its pages.
    expect(i18n.exists('resource.search.inputPlaceholder')).toBe(true);
    expect(i18n.exists('healthScreens.daily.byKind')).toBe(false);
    await loadPageWords('health/daily');
    expect(i18n.exists('healthScreens.daily.byKind')).toBe(true);
    expect(i18n.exists('entity.student.title')).toBe(true);
    expect(i18n.exists('packScreens')).toBe(false);

    await loadEveryArea();
    expect(words()).toEqual(whole);
  });
});
