import { expect, test } from './support/test';
import { signIn } from './support/session';
import { clickUntilRequest, clickUntilVisible, dialog, openFromMenu, tableRow } from './support/ui';

/** A 1x1 transparent PNG: the smallest picture the server's content check accepts (the form's scan). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The seed's twelfth child of the first class withdrew face-photo consent. */
const CHILD = 'KG0001-012';

test("guardians' consent: the children's states, a child's decisions, and a paper consent recorded with its scan", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'demo-kig', 3);
  await openFromMenu(page, '/campus', '/campus/student', 'resource-page-student');
  await page.locator('#student-search_studentNumber').fill(CHILD);
  await clickUntilRequest(page, page.getByTestId('resource-search'), '/campus/student/list');
  const row = tableRow(page, CHILD);
  const face = row.getByTestId('consent-tags').locator('[data-purpose="facePhotos"]');
  await expect(face).toHaveAttribute('data-state', 'withdrawn');
  await expect(face).toContainText('已撤回');
  await expect(row.getByTestId('consent-tags').locator('[data-purpose="healthChecks"]')).toHaveAttribute('data-state', 'given');

  // The child's decisions: given at enrolment, withdrawn later, both through the families' app.
  const drawer = page.getByTestId('consent-drawer');
  await clickUntilVisible(row.getByTestId('row-consent'), drawer);
  await expect(drawer.getByTestId('consent-history').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(drawer.getByTestId('consent-history')).toContainText('家长端');
  await expect(drawer).toContainText('本人作为该幼儿的监护人');

  // A paper consent with the signed form's scan: the state is given at once.
  await clickUntilVisible(drawer.getByTestId('consent-record-given'), dialog(page, 'consent-record-modal'));
  const modal = page.getByTestId('consent-record-modal');
  await modal.locator('#guardianName').fill('王芳');
  await modal.locator('input[type="file"]').setInputFiles({ name: 'form.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(modal.getByTestId('image-box')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('consent-record.png') });
  await page.getByTestId('consent-record-ok').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(drawer.getByTestId('consent-history').locator('tbody tr.ant-table-row')).toHaveCount(4);
  await expect(drawer.getByTestId('consent-history').locator('tbody tr.ant-table-row').first()).toContainText('纸质同意书');
  await expect(drawer.getByTestId('consent-tags').locator('[data-purpose="facePhotos"]')).toHaveAttribute('data-state', 'given');
  await page.screenshot({ path: testInfo.outputPath('consent-drawer.png') });
});
