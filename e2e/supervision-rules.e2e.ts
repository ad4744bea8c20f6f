import { expect, test } from './support/test';
import { signInTo } from './support/session';
import { clickUntilVisible, confirmWith, switchLanguage } from './support/ui';

/**
 * An authority's outbreak rules page: the demo's authority reads the rules in force in its district and
 * where they come from, and the form holds a value to its bounds in the reader's language while the
 * preview says the rules as they would read. The second test sets the district's own rules at the
 * defaults' values (so that no other test's alert is judged differently meanwhile) and drops them again,
 * which leaves the demo as it was; the bounds, versions, audit and the other areas are the API tests' in
 * supervision-rules.routes.test.ts.
 */
test('the authority reads its area’s outbreak rules, and the form keeps each within its bounds', async ({ page }) => {
  await signInTo(page, 'demo-supervisor', 20, '/supervision/outbreakRules', 'supervision-rules-page');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('rules-source')).toHaveText("The platform's defaults");
  // The district by its name (the area data's, in Chinese), not its code.
  await expect(page.getByTestId('rules-area')).toHaveText('上海市 / 徐汇区');
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

test('the authority sets its area’s own rules and drops them, once confirmed, back to the rules around it', async ({ page }) => {
  await signInTo(page, 'demo-supervisor', 20, '/supervision/outbreakRules', 'supervision-rules-page');
  await switchLanguage(page, 'en');
  const source = page.getByTestId('rules-source');
  await expect(source).toHaveText("The platform's defaults");
  // Nothing of its own to drop yet.
  await expect(page.getByTestId('rules-drop')).toHaveCount(0);
  await page.getByTestId('rules-save').click();
  await expect(source).toHaveText("This area's own");
  // Asked first: cancelling keeps them.
  const confirm = page.getByTestId('rules-drop-confirm');
  await clickUntilVisible(page.getByTestId('rules-drop'), confirm);
  await expect(page.getByText("The area's kindergartens will then be judged by the rules of the area around it, else the platform's defaults.")).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(source).toHaveText("This area's own");
  // Confirmed: the page shows the rules now in force and where they come from.
  await clickUntilVisible(page.getByTestId('rules-drop'), confirm);
  await confirmWith(confirm);
  await expect(page.getByText('Dropped: the area now follows the rules shown')).toBeVisible();
  await expect(source).toHaveText("The platform's defaults");
  await expect(page.getByTestId('rules-drop')).toHaveCount(0);
  await page.reload();
  await expect(source).toHaveText("The platform's defaults");
  await expect(page.getByTestId('rules-clusterChildren')).toHaveValue('3');
});
