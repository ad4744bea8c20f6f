// PGlite only: what it asserts is the accessibility check itself (a violation found and named, a transient message waited for), the same whatever database answers the pages.
import { expect, test } from './support/test';
import { signIn } from './support/session';

test('the accessibility check finds a violation on a route it has not seen, and names it', async ({ page, a11yViolations }) => {
  await signIn(page, 'demo-kig', 3);
  // A path of its own (the not-found page), so that no other test, nor the other database's suite
  // beside this one (support/a11y.ts), has had it checked in this run.
  const path = `/a11y-check-${process.pid}-${Date.now()}`;
  await page.goto(path);
  // A field without a label, added before the first assertion on the route, which is when it is checked.
  await page.evaluate(async () => {
    while (!document.querySelector('[data-testid="error-page-404"]')) await new Promise((resolve) => setTimeout(resolve, 50));
    document.querySelector('[data-testid="error-page-404"]')!.append(Object.assign(document.createElement('input'), { id: 'unlabelled' }));
  });
  // Each assertion on the route gives the check its turn, which it takes once the page has settled.
  await expect(async () => {
    await expect(page.getByTestId('error-page-404')).toBeVisible();
    expect(a11yViolations).toHaveLength(1);
  }).toPass();
  expect(a11yViolations).toEqual([expect.stringMatching(new RegExp(`^critical label on ${path} \\[zh-CN\\]: Form elements must have labels: #unlabelled$`))]);
  // Provoked on purpose: the check has named it, the test does not fail for it.
  a11yViolations.length = 0;
});

test('the accessibility check waits while a transient message is on screen, so an assertion on it never misses it', async ({ page, a11yViolations }) => {
  await signIn(page, 'demo-kig', 3);
  const path = `/a11y-transient-${process.pid}-${Date.now()}`;
  await page.goto(path);
  // Before the route is looked at: a field without a label (for the check to find), and a message that
  // leaves by itself after 2 s, as antd's toasts do (the class is antd's).
  await page.evaluate(async () => {
    while (!document.querySelector('[data-testid="error-page-404"]')) await new Promise((resolve) => setTimeout(resolve, 50));
    document.querySelector('[data-testid="error-page-404"]')!.append(Object.assign(document.createElement('input'), { id: 'unlabelled' }));
    const toast = Object.assign(document.createElement('div'), { className: 'ant-message-notice', textContent: '保存成功' });
    document.body.append(toast);
    setTimeout(() => toast.remove(), 2000);
  });
  // The message is found while it shows, and the route has not been checked meanwhile.
  await expect(page.getByText('保存成功')).toBeVisible();
  expect(a11yViolations).toEqual([]);
  // Once it has gone, the next step gives the check its turn.
  await expect(page.getByText('保存成功')).toBeHidden();
  await expect(async () => {
    await expect(page.getByTestId('error-page-404')).toBeVisible();
    expect(a11yViolations).toHaveLength(1);
  }).toPass();
  expect(a11yViolations).toEqual([expect.stringMatching(new RegExp(`^critical label on ${path} \\[zh-CN\\]: Form elements must have labels: #unlabelled$`))]);
  a11yViolations.length = 0;
});
