// PGlite only: what it asserts is the chart page's sample data drawn by the product's chart components, in two languages, decided in the browser.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { signInTo } from './support/session';
import { switchLanguage } from './support/ui';

const CANVAS_CHARTS = ['grouped', 'stacked', 'line', 'temperature', 'days', 'reach'] as const;
const SVG_CHARTS = ['svg', 'horizontal'] as const;

/** How many pixels of a chart's canvas are painted (a canvas drawn blank has none). */
const paintedPixels = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
    return painted;
  });

/**
 * The test and chart page (spec section 2's atomTest): operations open it and see each chart kind drawn,
 * with its words in English and then in traditional Chinese. It changes nothing of the demo's data.
 */
test('the chart page draws every chart kind, in English and in traditional Chinese', async ({ page }) => {
  await signInTo(page, 'demo-ops', 9, '/atomTest', 'chart-test-page');
  const languages = [
    { locale: 'en', title: 'Bars side by side (canvas): morning checks by class', finding: 'Fever' },
    { locale: 'zh-TW', title: '並列長條圖（Canvas）：各班晨檢', finding: '發燒' },
  ] as const;
  for (const l of languages) {
    await switchLanguage(page, l.locale);
    await expect(page.getByTestId('chart-test-grouped')).toContainText(l.title);
    for (const chart of CANVAS_CHARTS) {
      const canvas = page.getByTestId(`chart-test-${chart}`).locator('canvas').first();
      await expect(canvas).toBeVisible();
      await expect.poll(() => paintedPixels(canvas), { message: `the ${chart} chart is drawn` }).toBeGreaterThan(500);
    }
    // The SVG charts' labels are text of the page: the findings in the language chosen, upright and lying.
    for (const chart of SVG_CHARTS) {
      const svg = page.getByTestId(`chart-test-${chart}`).locator('svg');
      await expect(svg.locator('text', { hasText: l.finding })).toBeVisible();
      await expect(svg.locator('path').first()).toBeAttached();
    }
    // The kindergartens' chart is the product's own component (the multi-kindergarten reports').
    await expect(page.getByTestId('chart-test-reach').getByTestId('health-reach-chart')).toBeVisible();
  }
});
