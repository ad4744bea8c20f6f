import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { chooseAppType, chooseFromUserMenu, signIn } from './support/session';
import { clickUntilHidden } from './support/ui';

async function signInEasy(page: Page, password: string) {
  await page.goto('/login');
  await chooseAppType(page, 3);
  await page.getByTestId('login-username').fill('demo-easy');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
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
  await signInEasy(page, '123456');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signIn(page, 'demo-easy', 3, 'Sun_2026');
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
