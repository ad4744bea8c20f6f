import { expect, test } from './support/test';
import { motionsDuring } from './support/motion';
import { chooseAppType, chooseFromUserMenu, sessionToken, sideMenuHrefs, signIn, signInWithForm, signOut } from './support/session';
import { clickUntilHidden, clickUntilVisible } from './support/ui';

const KINDS = [
  { userName: 'demo-kig', appType: 3, org: '阳光第一幼儿园', kind: '幼儿园' },
  { userName: 'demo-group', appType: 4, org: '阳光幼教集团', kind: '幼儿园集团' },
  { userName: 'demo-agent', appType: 5, org: '华东区域代理', kind: '代理商' },
  { userName: 'demo-inst', appType: 6, org: '徐汇区妇幼保健院', kind: '医疗机构' },
  { userName: 'demo-expert', appType: 7, org: '儿科专家组', kind: '专家' },
  { userName: 'demo-admin', appType: 8, org: '童安平台运营中心', kind: '平台' },
  { userName: 'demo-ops', appType: 9, org: '童安平台运营中心', kind: '平台' },
  { userName: 'demo-finance', appType: 11, org: '童安平台运营中心', kind: '平台' },
];

for (const k of KINDS) {
  test(`${k.userName} signs in to appType ${k.appType}, sees its menu and its organisation, and signs out`, async ({ page }) => {
    await signInWithForm(page, k.userName, k.appType);
    const hrefs = await sideMenuHrefs(page);
    expect(hrefs).toContain('/home');
    if (k.appType === 8) expect(hrefs).toContain('/system');
    else expect(hrefs).not.toContain('/system');
    const home = page.getByTestId('home-page');
    await expect(home).toContainText(k.org);
    await expect(home).toContainText(k.kind);
    const token = (await sessionToken(page))!;
    await signOut(page);
    // The token is gone on the server too (revoked by the call sign-out sends), and the guard keeps us out.
    await expect
      .poll(async () => (await page.request.get('/sys/login/get_info', { headers: { Authorization: `Bearer ${token}`, appType: String(k.appType) } })).status())
      .toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the platform home counts the organisation tree', async ({ page }) => {
  await signIn(page, 'demo-admin', 8);
  const home = page.getByTestId('home-page');
  await expect(home).toContainText('幼儿园');
  // As many as the organisations' list holds (other tests open kindergartens: the figure is read, not fixed).
  const headers = { Authorization: `Bearer ${await sessionToken(page)}`, appType: '8' };
  const listed = await page.request.post('/system/organization/list', { headers, data: { kind: 'kindergarten', pageSize: 1 } });
  const { total } = ((await listed.json()) as { data: { total: number } }).data;
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(home.getByTestId('home-count-kindergartens')).toContainText(String(total));
});

test('wrong credentials show a clear message and keep us on login', async ({ page }) => {
  await page.goto('/login');
  await chooseAppType(page, 3);
  await page.getByTestId('login-username').fill('  demo-kig  ');
  await page.getByTestId('login-password').fill('Wrong_999');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login$/);
});

/*
 * The browser tests run as a person who asked for reduced motion (playwright.config.ts); these are a
 * person without that setting, for whom the menu and dialogs still move, and one with it, for whom
 * nothing does.
 */
test.describe('with motion (no reduced-motion setting)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the side menu collapses to 64 px and opens to 256 px, and a dialog opens and closes, moving', async ({ page }) => {
    await signIn(page, 'demo-admin', 8);
    const sider = page.getByTestId('sider');
    // The toggle flips `data-collapsed` at once: clicked again only while it has not flipped.
    const toggleTo = async (collapsed: boolean) =>
      expect(async () => {
        if ((await sider.getAttribute('data-collapsed')) !== String(collapsed)) await page.getByTestId('sider-toggle').click({ timeout: 5000 });
        await expect(sider).toHaveAttribute('data-collapsed', String(collapsed), { timeout: 5000 });
      }).toPass({ timeout: 30_000 });
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
    // The width moves there (antd's transition), and arrives.
    expect(await motionsDuring(page, () => toggleTo(true))).toContainEqual(expect.stringMatching(/^transition /));
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(64);
    await toggleTo(false);
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);

    const dialog = page.getByTestId('change-password-dialog');
    const moved = await motionsDuring(page, async () => {
      await chooseFromUserMenu(page, 'user-menu-change-password', dialog);
      await clickUntilHidden(page.getByTestId('password-cancel'), dialog);
    });
    await expect(dialog).toHaveCount(0);
    // The dialog (or its mask) came in, and went out, moving.
    expect(moved).toContainEqual(expect.stringMatching(/^animation \S+In on ant-modal/));
    expect(moved).toContainEqual(expect.stringMatching(/^animation \S+Out on ant-modal/));
  });
});

test('with the reduced-motion setting, the menu, the user menu and a dialog open and close without moving', async ({ page }) => {
  await signIn(page, 'demo-finance', 11);
  const sider = page.getByTestId('sider');
  const dialog = page.getByTestId('change-password-dialog');
  const moved = await motionsDuring(page, async () => {
    await clickUntilVisible(page.getByTestId('sider-toggle'), sider.and(page.locator('[data-collapsed="true"]')));
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(64);
    await chooseFromUserMenu(page, 'user-menu-change-password', dialog);
    await clickUntilHidden(page.getByTestId('password-cancel'), dialog);
  });
  expect(moved).toEqual([]);
});
