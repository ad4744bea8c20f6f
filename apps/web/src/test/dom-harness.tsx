import { type Locale, type UserInfo } from '@kg/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { AccessHost } from '../app/session/AccessHost';
import { initI18n, loadEveryArea } from '../i18n';
import { loadAntdTexts } from '../i18n/antd-texts';

/**
 * Real antd in a DOM (jsdom): what jsdom lacks and antd asks for (media queries, element resizes)
 * answered plainly, the API reached through a fake fetch the test answers.
 */
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});
// jsdom computes no pseudo-elements (antd asks for a scrollbar's): the element's own style answers.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterEach(() => cleanup());
// antd renders slowly in jsdom on a busy machine (seen at a load of 30 on two cores): what a test awaits
// may take longer than the default second to appear; it must still appear.
configure({ asyncUtilTimeout: 10_000 });

/** One request the fake server received: its path, query and JSON body. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers each request through `answer` (the envelope's data, a full envelope with its status, or a response of its own: a file). */
export function fakeServer(answer: (req: Received) => { status?: number; code?: number; txt?: string; data: unknown } | Response) {
  const received: Received[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const req = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
      received.push(req);
      const answered = answer(req);
      if (answered instanceof Response) return answered;
      const { status = 200, code = status, txt = '', data } = answered;
      return new Response(JSON.stringify({ code, txt, data }), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return received;
}

/**
 * Starts the app's i18n in a language as a signed-in screen has it (the sign-in words, then the shell's
 * and every area's words, and antd's texts), with the fake entity's own labels added to its dictionary.
 */
export async function startLanguage(locale: Locale, labels: Record<string, unknown>): Promise<void> {
  localStorage.setItem('lang', locale);
  await initI18n();
  await Promise.all([loadEveryArea(), loadAntdTexts()]);
  i18n.addResourceBundle(locale, 'translation', labels, true, true);
  const apiLang = { 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', en: 'en_US' } as const;
  configureApiClient({ token: () => 'token', lang: () => apiLang[locale], onUnauthorized: () => undefined, fallbackText: () => 'error' });
}

/**
 * Renders a screen inside the app's providers, signed in with the given permission codes (and, for a
 * screen that asks where the session works, its system and organisation: `{ appType: 3, baseId }` is a kindergarten's).
 */
export function renderSignedIn(ui: ReactNode, permissions: string[], user: Partial<Pick<UserInfo, 'appType' | 'baseId'>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'userInfo'], { permissions, ...user });
  const rendered = render(
    <QueryClientProvider client={client}>
      <ConfigProvider>
        <App>
          <AccessHost>{ui}</AccessHost>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  // The screen's query client, for a test that asks again what the screen asked (a refresh).
  return Object.assign(rendered, { client });
}
