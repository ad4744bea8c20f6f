// PGlite only: what it asserts is the form test page's checks and the values it would send, decided in the browser; it saves nothing.
import { expect, test } from './support/test';
import { signInTo } from './support/session';
import { choose, switchLanguage, typeDate } from './support/ui';

const field = (name: string) => `#formSample-form_${name}`;

/**
 * The form components' test page (spec section 2's atomDebugger): operations open it by its address,
 * save the empty form and see the required fields' messages, break a format and a range and see theirs,
 * fill it and see the values it would send (money in fen, a day as the server takes it, the defaults);
 * its messages in English and then in traditional Chinese. It changes nothing of the demo's data.
 */
test('the form test page checks every field and shows the values it would send, in English and in traditional Chinese', async ({ page }) => {
  await signInTo(page, 'demo-ops', 9, '/atomDebugger', 'form-test-page');
  await switchLanguage(page, 'en');
  const form = page.getByTestId('resource-form');
  const sent = page.getByTestId('form-test-sent');
  const submit = page.getByTestId('resource-form-submit');

  // Saved empty: the required fields say so, and nothing is sent.
  await submit.click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await expect(sent).toContainText('Nothing sent yet');

  // A phone of three digits and an age out of range each say what is wrong.
  await page.locator(field('phone')).fill('123');
  await expect(form.getByText('Enter a valid mobile or landline number')).toBeVisible();
  await page.locator(field('age')).fill('9');
  await expect(form.getByText('Must be between 1 and 6')).toBeVisible();

  await page.locator(field('name')).fill('李雷');
  await page.locator(field('phone')).fill('13912345678');
  await page.locator(field('age')).fill('3');
  await page.locator(field('fee')).fill('123.45');
  await typeDate(page.locator(field('birthday')), '2021-03-04');
  await choose(page, page.locator(field('size')), 'Medium');
  await page.locator(field('names_zh-CN')).fill('小班');
  await page.locator(field('names_zh-TW')).fill('小班');
  await page.locator(field('names_en')).fill('Nursery');
  await submit.click();

  const json = sent.getByTestId('form-test-sent-json');
  await expect(json).toBeVisible();
  expect(JSON.parse((await json.textContent()) ?? '{}')).toMatchObject({
    name: '李雷',
    phone: '13912345678',
    age: 3,
    // ¥123.45 is sent in fen.
    fee: 12345,
    birthday: '2021-03-04',
    size: 'medium',
    enabled: true,
    weekdays: [1, 2, 3, 4, 5],
    names: { 'zh-CN': '小班', 'zh-TW': '小班', en: 'Nursery' },
  });

  // In traditional Chinese: the sample's labels and the form's messages.
  await switchLanguage(page, 'zh-TW');
  await expect(form.getByText('手機號碼')).toBeVisible();
  await submit.click();
  await expect(form.getByText('此項為必填項').first()).toBeVisible();
  await expect(sent).toContainText('尚未送出');
});
