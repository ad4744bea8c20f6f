import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { changePasswordInDialog, chooseFromUserMenu, signIn, signInHere, signInTo, signInWithForm, signOut } from './support/session';
import { choose, clickUntilHidden, clickUntilRequest, clickUntilUrl, clickUntilVisible, confirmWith, openAddForm, switchLanguage, tableRow } from './support/ui';

/** Names of this run: each run starts from the seed, but other files share it, so nothing here reuses a seeded name. */
const RUN = Date.now().toString(36);

/**
 * demo-easy signs in through the form: with an easy password the forced change's dialog waits at home;
 * a password refused keeps the login screen (`lands` then says so).
 */
async function signInEasy(page: Page, password: string, lands = /\/home$/) {
  await page.goto('/login');
  await signInHere(page, 'demo-easy', 3, password, lands);
}

test('an easy password forces a change that cannot be dismissed, through to signing in with the new one', async ({ page }) => {
  await signInEasy(page, '123456');
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-forced', 'true');

  // The mask and Escape do not close it.
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Cancel signs out.
  await clickUntilHidden(page.getByTestId('password-cancel'), dialog);
  await expect(page).toHaveURL(/\/login$/);

  // It comes back at the next sign-in, and its rules speak.
  await signInEasy(page, '123456');
  await expect(dialog).toBeVisible();
  await page.getByTestId('password-old').fill('123456');
  await page.getByTestId('password-new').fill('abc');
  await page.getByTestId('password-confirm').fill('abd');
  await page.getByTestId('password-submit').click();
  await expect(dialog).toContainText('密码长度为6-12位');
  await expect(dialog).toContainText('两次输入的密码不一致');
  await page.getByTestId('password-new').fill('abcdef12');
  await page.getByTestId('password-confirm').fill('abcdef12');
  await expect(dialog).toContainText('必须包含字母、数字和特殊字符(_@#)');

  await page.getByTestId('password-new').fill('Sun_2026');
  await page.getByTestId('password-confirm').fill('Sun_2026');
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('密码重置成功')).toBeVisible();

  // The old password no longer works; the new one does, without the dialog.
  await signInEasy(page, '123456', /\/login$/);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signInWithForm(page, 'demo-easy', 3, 'Sun_2026');
  await expect(dialog).toHaveCount(0);
});

test('a wrong old password keeps the dialog open with the reason', async ({ page }) => {
  await signIn(page, 'demo-finance', 11);
  const dialog = page.getByTestId('change-password-dialog');
  await chooseFromUserMenu(page, 'user-menu-change-password', dialog);
  await page.getByTestId('password-old').fill('Wrong_111');
  await page.getByTestId('password-new').fill('New_2026');
  await page.getByTestId('password-confirm').fill('New_2026');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('旧密码不正确')).toBeVisible();
  await expect(dialog).toBeVisible();
  await clickUntilHidden(page.getByTestId('password-cancel'), dialog);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
});

test("an administrator's reset is changed at the next sign-in, which then returns to the page asked for", async ({ page, baseURL }) => {
  // Many steps: up to 40 s on a quiet machine, over 60 s at a load of 20 on two cores.
  test.setTimeout(120_000);
  const userName = `e2e-reset-${RUN}`;
  await signInTo(page, 'demo-admin', 8, '/system/user', 'resource-page-user');
  await openAddForm(page);
  await page.locator('#user-form_userName').fill(userName);
  await page.locator('#user-form_nickName').fill('周老师');
  await choose(page, page.locator('#user-form_orgId'), '阳光第一幼儿园', '阳光第一');
  await choose(page, page.locator('#user-form_appType'), '幼儿园');
  await choose(page, page.locator('#user-form_roleIds'), '园长');
  // A multiple select stays open over the buttons: click elsewhere, as a person would.
  await clickUntilHidden(page.getByTestId('resource-form').locator('.ant-modal-title'), page.locator('.ant-select-dropdown:visible'));
  await page.getByTestId('resource-form-submit').click();
  const once = page.getByTestId('once-secret-modal');
  await expect(once).toBeVisible();
  await clickUntilHidden(page.getByTestId('once-secret-close'), once);

  // The administrator finds it and resets it: a new password, shown once.
  await page.locator('#user-search_userName').fill(userName);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/system/user/list');
  const row = tableRow(page, userName);
  await clickUntilVisible(row.getByTestId('row-resetPassword'), page.getByTestId('confirm-ok'));
  await confirmWith(page.getByTestId('confirm-ok'));
  await expect(once).toBeVisible();
  const issued = (await page.getByTestId('once-secret').innerText()).trim();
  await clickUntilHidden(page.getByTestId('once-secret-close'), once);
  await signOut(page);

  // Its owner opens a link: after signing in, the page asked for, under the forced change.
  await page.goto('/health/monthly?x=1');
  await signInHere(page, userName, 3, issued, /\/health\/monthly\?x=1$/);
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toHaveAttribute('data-reason', 'issued');
  await expect(dialog).toContainText('当前密码由管理员设置');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Changed, signed out, and signed in again: the same page, nothing forced any more.
  await changePasswordInDialog(page, issued, 'Mine_2026');
  await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fhealth%2Fmonthly%3Fx%3D1`);
  await signInHere(page, userName, 3, 'Mine_2026', /\/health\/monthly\?x=1$/);
  await expect(page.getByTestId('health-monthly-page')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the public /changePsd: signed out, the user name, the old password and the new one twice', async ({ page }) => {
  await page.goto('/login');
  await clickUntilUrl(page, page.getByTestId('login-change-password'), /\/changePsd$/);
  const form = page.getByTestId('change-password-form');
  await page.getByTestId('password-submit').click();
  for (const message of ['请输入用户名', '旧密码不能为空', '请输入密码', '请确认密码']) await expect(form).toContainText(message);

  // A wrong old password is answered as sign-in answers it, and nothing changes.
  await page.getByTestId('password-username').fill('demo-inst');
  await page.getByTestId('password-old').fill('Wrong_111');
  await page.getByTestId('password-new').fill('New_2026');
  await page.getByTestId('password-confirm').fill('New_2026');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/changePsd$/);

  await page.getByTestId('password-old').fill('Demo_1234');
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('密码重置成功')).toBeVisible();
  await signInWithForm(page, 'demo-inst', 6, 'New_2026');
  await signOut(page);

  // In English, the same page gives demo-inst its published password back.
  await page.goto('/changePsd');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('password-username')).toHaveAttribute('placeholder', 'Enter your user name');
  await page.getByTestId('password-username').fill('demo-inst');
  await page.getByTestId('password-old').fill('New_2026');
  await page.getByTestId('password-new').fill('abc');
  await page.getByTestId('password-confirm').fill('abd');
  await page.getByTestId('password-submit').click();
  await expect(form).toContainText('Password length 6-12 digits');
  await expect(form).toContainText('Two passwords are inconsistent');
  await page.getByTestId('password-new').fill('Demo_1234');
  await page.getByTestId('password-confirm').fill('Demo_1234');
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset success')).toBeVisible();
});
