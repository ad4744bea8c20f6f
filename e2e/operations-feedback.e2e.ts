import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilRequest, clickUntilVisible, confirmWith, dialog, openAddForm, openFromMenu, tableRow } from './support/ui';

const RUN = Date.now().toString(36).slice(-5);
const CONTENT = `晨检机下午偶尔离线 ${RUN}`;
const ANSWER = `已安排工程师上门检修 ${RUN}`;

/** Finds the run's feedback by its content (the list's own search). */
async function search(page: Page) {
  await page.locator('#feedback-search_content').fill(CONTENT);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/operations/feedback/list');
  await expect(tableRow(page, CONTENT)).toHaveCount(1);
}

// Rows of its own (the run's content): feedback is never deleted, so nothing of the demo's is changed.
test('a kindergarten files feedback, operations answer and close it, and the kindergarten reads the answer', async ({ page }) => {
  // Three sign-ins and three screens: 2 minutes on a loaded machine.
  test.setTimeout(240_000);
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/kigSet', '/feedback', 'resource-page-feedback');
  await openAddForm(page);
  await page.locator('#feedback-form_content').fill(CONTENT);
  await page.locator('#feedback-form_contact').fill('13800000000');
  await page.getByTestId('resource-form-submit').click();
  await expect(dialog(page, 'resource-form')).toBeHidden();
  await search(page);
  await expect(tableRow(page, CONTENT)).toContainText('待答复');

  // Operations find it among every kindergarten's, answer it from its row, then close it.
  await signIn(page, 'demo-ops', 9);
  await openFromMenu(page, '/operations', '/operations/feedback', 'resource-page-feedback');
  await search(page);
  await expect(tableRow(page, CONTENT)).toContainText('待答复');
  await expect(tableRow(page, CONTENT).getByTestId('row-close')).toHaveCount(0);
  await clickUntilVisible(tableRow(page, CONTENT).getByTestId('row-answer'), page.getByTestId('feedback-answer-input'));
  await expect(page.getByTestId('feedback-content')).toHaveText(CONTENT);
  await page.getByTestId('feedback-answer-input').fill(ANSWER);
  await page.getByTestId('feedback-answer-submit').click();
  await expect(page.getByTestId('feedback-answer-input')).toBeHidden();
  await expect(tableRow(page, CONTENT)).toContainText('已答复');
  await expect(tableRow(page, CONTENT)).toContainText(ANSWER);
  await clickUntilVisible(tableRow(page, CONTENT).getByTestId('row-close'), page.getByTestId('confirm-ok'));
  await confirmWith(page.getByTestId('confirm-ok'));
  await expect(tableRow(page, CONTENT)).toContainText('已关闭');

  // The kindergarten reads the answer in its own list.
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/kigSet', '/feedback', 'resource-page-feedback');
  await search(page);
  await expect(tableRow(page, CONTENT)).toContainText('已关闭');
  await expect(tableRow(page, CONTENT)).toContainText(ANSWER);
});
