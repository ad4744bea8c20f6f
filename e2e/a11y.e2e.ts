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
  expect(a11yViolations).toEqual([expect.stringMatching(new RegExp(`^critical label on ${path} \\[zh-CN\\] as .+: Form elements must have labels: #unlabelled$`))]);
  // Provoked on purpose: the check has named it, the test does not fail for it.
  a11yViolations.length = 0;
});
