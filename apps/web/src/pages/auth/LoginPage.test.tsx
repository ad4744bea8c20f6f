// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { fakeServer, type Received, startLanguage } from '../../test/dom-harness';
import { LoginPage } from './LoginPage';

function renderLogin() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);

describe('the sign-in screen (no antd)', () => {
  let received: Received[];
  let answerLogin: () => { status: number; txt: string; data: null } | Promise<never>;

  beforeEach(async () => {
    localStorage.clear();
    await startLanguage('zh-CN', {});
    answerLogin = () => ({ status: 401, txt: '用户名或密码错误', data: null });
    received = fakeServer((req) => {
      if (req.path === '/sys/login/login') return answerLogin() as { status: number; txt: string; data: null };
      return { status: 404, data: null };
    });
  });

  it('checks every field with the shared rules on submit: the errors under the fields, named by them, and no request', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByTestId('login-submit'));

    const userName = field(/^用户名$/);
    const password = field(/^密码$/);
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBe('true'));
    expect(userName.getAttribute('aria-describedby')).toBe('userName_help');
    expect(document.getElementById('userName_help')?.textContent).toContain('请输入用户名');
    expect(document.getElementById('userName_help')?.getAttribute('role')).toBe('alert');
    expect(password.getAttribute('aria-describedby')).toBe('password_help');
    expect(document.getElementById('password_help')?.textContent).toContain('请输入密码');
    // The system starts chosen: nothing to say about it.
    expect(field(/^系统类型$/).getAttribute('aria-invalid')).toBeNull();
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(userName);
    expect(received).toHaveLength(0);
  });

  it('checks a field again as it changes: its error goes once the rule holds, a blank name (spaces) still fails', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByTestId('login-submit'));
    const userName = field(/^用户名$/);
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBe('true'));

    await user.type(userName, '   ');
    expect(document.getElementById('userName_help')?.textContent).toContain('请输入用户名');
    await user.type(userName, 'demo');
    await waitFor(() => expect(userName.getAttribute('aria-invalid')).toBeNull());
    expect(userName.getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById('userName_help')).toBeNull();
    // The password's error stays until it is typed.
    expect(document.getElementById('password_help')?.textContent).toContain('请输入密码');
  });

  it("sends the chosen system, the trimmed name and the password; shows the server's answer until a field changes", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.selectOptions(field(/^系统类型$/), '4');
    await user.type(field(/^用户名$/), '  demo-group  ');
    await user.type(field(/^密码$/), 'Wrong_999');
    // Enter in a field submits, as in any form.
    await user.keyboard('{Enter}');

    const alert = await screen.findByTestId('login-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toContain('用户名或密码错误');
    expect(received.map((r) => [r.path, r.body])).toEqual([['/sys/login/login', { userName: 'demo-group', password: 'Wrong_999', appType: 4 }]]);
    // The system chosen is remembered for the next sign-in.
    expect(localStorage.getItem('lastAppType')).toBe('4');

    await user.type(field(/^密码$/), 'x');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('starts on the system chosen last time', async () => {
    localStorage.setItem('lastAppType', '8');
    renderLogin();
    expect((field(/^系统类型$/) as HTMLSelectElement).value).toBe('8');
  });

  it('marks the button busy while the server answers, and a second submit sends nothing more', async () => {
    const user = userEvent.setup();
    // The server holds its answer until the test gives it.
    let answer: () => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        calls.push(new URL(String(input), 'http://localhost').pathname);
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(JSON.stringify({ code: 401, txt: '用户名或密码错误', data: null }), { status: 401, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderLogin();
    await user.type(field(/^用户名$/), 'demo-kig');
    await user.type(field(/^密码$/), 'Demo_1234');
    const submit = screen.getByTestId('login-submit');
    await user.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    await user.click(submit);
    expect(calls).toEqual(['/sys/login/login']);
    answer();
    await screen.findByTestId('login-error');
    expect(submit.getAttribute('aria-busy')).toBe('false');
  });

  it('shows and hides the password on request', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = field(/^密码$/);
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it("reads in the active language, the rules' messages too", async () => {
    await startLanguage('en', {});
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByTestId('login-submit')?.textContent).toContain('Sign in');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(document.getElementById('password_help')?.textContent).toBe('Please enter your password'));
    expect(within(field(/^System$/)).getAllByRole('option')).toHaveLength(10);
  });
});
