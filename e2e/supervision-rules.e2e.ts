import { expect, test } from './support/test';
import { signInTo } from './support/session';
import { switchLanguage } from './support/ui';

/**
 * An authority's outbreak rules page: the demo's authority reads the rules in force in its district and
 * where they come from, and the form holds a value to its bounds in the reader's language while the
 * preview says the rules as they would read. It saves nothing (the demo's rules stay the defaults; the
 * saving, its bounds, versions and audit are the API tests' in supervision-rules.routes.test.ts).
 */
test('the authority reads its area’s outbreak rules, and the form keeps each within its bounds', async ({ page }) => {
  await signInTo(page, 'demo-supervisor', 20, '/supervision/outbreakRules', 'supervision-rules-page');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('rules-source')).toHaveText("The platform's defaults");
  const children = page.getByTestId('rules-clusterChildren');
  await expect(children).toHaveValue('3');
  const preview = page.getByTestId('rules-preview');
  await expect(preview).toContainText('3 or more children of one class with fever within 3 school days');
  await children.fill('5');
  await expect(preview).toContainText('5 or more children of one class with fever within 3 school days');
  await children.fill('1');
  await page.getByTestId('rules-save').click();
  await expect(page.getByText('Children: a whole number from 2 to 30')).toBeVisible();
  // Refused before it was sent: the area still has no rules of its own.
  await page.reload();
  await expect(page.getByTestId('rules-source')).toHaveText("The platform's defaults");
});
