import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn, signInTo } from './support/session';
import { clickUntilHidden, clickUntilUrl, clickUntilVisible, dialog, openAddForm, openFromMenu } from './support/ui';

/*
 * The layout from a phone to a wide screen (issue 12, items 2 and 3): the shell, a list, a form, a
 * report and a chart at 390, 1024 and 1440 px. What is asserted is what a person sees: boxes on the
 * screen and what is drawn on top at a point, never a class name alone.
 */

type Box = { x: number; y: number; width: number; height: number };
const right = (b: Box) => b.x + b.width;

/**
 * Scrolls a table sideways to each header cell in turn and reports every cell that is not fully in
 * sight then: outside the table's visible box, under a pinned column, or covered at its middle by
 * something else. Pinned cells are checked where they stand. Empty means every column can be read.
 */
async function hiddenHeaderCells(table: Locator): Promise<string[]> {
  await table.locator('thead').first().scrollIntoViewIfNeeded();
  return table.evaluate(async (root) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const scroller = root.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
    const holder = root.querySelector<HTMLElement>('.ant-table-container');
    if (!scroller || !holder) return ['no table'];
    const cells = Array.from(root.querySelectorAll<HTMLElement>('thead th.ant-table-cell')).filter((th) => th.textContent?.trim());
    const pinned = cells.filter((th) => th.className.includes('ant-table-cell-fix'));
    const problems: string[] = [];
    for (const cell of cells) {
      const name = cell.textContent!.trim();
      if (!pinned.includes(cell)) {
        // As a person would: drag the table until the column is in the middle of the room the pins leave.
        const width = (side: string) => pinned.filter((p) => p.className.includes(`-fix-${side}`)).reduce((sum, p) => sum + p.offsetWidth, 0);
        const [start, end] = [width('start'), width('end')];
        const room = scroller.clientWidth - start - end;
        scroller.scrollLeft = Math.max(0, cell.offsetLeft - start - (room - cell.offsetWidth) / 2);
        scroller.dispatchEvent(new Event('scroll'));
        await frame();
      }
      const box = cell.getBoundingClientRect();
      const view = holder.getBoundingClientRect();
      if (box.left < view.left - 1 || box.right > view.right + 1) problems.push(`${name}: outside the table (${Math.round(box.left)}–${Math.round(box.right)})`);
      if (!pinned.includes(cell)) {
        for (const pin of pinned) {
          const p = pin.getBoundingClientRect();
          if (box.left < p.right - 1 && box.right > p.left + 1) problems.push(`${name}: under the pinned ${pin.textContent?.trim()}`);
        }
      }
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !cell.contains(top)) problems.push(`${name}: covered by ${top?.className ?? 'nothing'}`);
    }
    scroller.scrollLeft = 0;
    scroller.dispatchEvent(new Event('scroll'));
    return problems;
  });
}

/** Whether the table is wider than its card shows (it scrolls sideways). */
const scrollsSideways = (table: Locator) =>
  table.evaluate((root) => {
    const scroller = root.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
    return scroller.scrollWidth > scroller.clientWidth + 1;
  });

/** The first and last header cells are pinned: they stay where they are while the table scrolls. */
async function expectEdgesPinned(table: Locator) {
  const cells = table.locator('thead th.ant-table-cell');
  const before = [(await cells.first().boundingBox())!, (await cells.last().boundingBox())!];
  await table.evaluate((root) => {
    const scroller = root.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
    scroller.scrollLeft = scroller.scrollWidth;
    scroller.dispatchEvent(new Event('scroll'));
  });
  // Scrolled, the pinned columns cast their shadow over what passes under them.
  await expect(table.locator('.ant-table-cell-fix-start-shadow-show').first()).toBeVisible();
  const after = [(await cells.first().boundingBox())!, (await cells.last().boundingBox())!];
  expect(after[0]!.x).toBeCloseTo(before[0]!.x, 0);
  expect(right(after[1]!)).toBeCloseTo(right(before[1]!), 0);
}

/** No element of the header reaches past the window's edge, and the header does not scroll. */
async function expectHeaderFits(page: Page, width: number) {
  const header = page.getByTestId('shell-header');
  const overflow = await header.evaluate((el, w) => {
    const out: string[] = [];
    if (el.scrollWidth > el.clientWidth) out.push(`header scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
    for (const child of Array.from(el.querySelectorAll<HTMLElement>('button, a, span'))) {
      const r = child.getBoundingClientRect();
      if (r.width > 0 && (r.left < 0 || r.right > w + 0.5)) out.push(`${child.textContent || child.getAttribute('aria-label')}: ${r.left}–${r.right}`);
    }
    return out;
  }, width);
  expect(overflow).toEqual([]);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer over the page, the header fits, a list scrolls inside its card, a form stacks its labels and fits', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'demo-kig', 3);

    // The page has the whole width: no side menu beside it, nothing drawn over it.
    await expect(page.getByTestId('sider')).toHaveCount(0);
    const content = (await page.getByTestId('shell-content').boundingBox())!;
    expect(content.x).toBe(0);
    expect(content.width).toBe(390);
    const middle = await page.evaluate(() => document.elementFromPoint(195, 400)?.closest('[data-testid="shell-content"]') !== null);
    expect(middle).toBe(true);
    await expectHeaderFits(page, 390);

    // The header's button opens the menu; choosing a page closes it and the page shows.
    const drawer = dialog(page, 'menu-drawer');
    await clickUntilVisible(page.getByTestId('menu-drawer-toggle'), drawer);
    await openFromMenu(page, '/health', '/health/check', 'resource-page-healthCheck');
    await expect(drawer).toBeHidden();

    // The list: wider than a phone, it scrolls inside its card; every column can be brought into sight.
    const table = page.getByTestId('resource-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const card = (await page.getByTestId('resource-page-healthCheck').boundingBox())!;
    expect(right(card)).toBeLessThanOrEqual(390);
    expect(await scrollsSideways(table)).toBe(true);
    // The scroll is plain to see: a bar stays at the bottom of the window while the list goes on below.
    await expect(table.locator('.ant-table-sticky-scroll-bar')).toBeVisible();
    expect(await hiddenHeaderCells(table)).toEqual([]);
    await expectEdgesPinned(table);

    // Its search form shows two filters; the others wait behind "more", so the list is on the first screen.
    const filters = page.getByTestId('resource-search-form').locator('.ant-form-item');
    const visibleFilters = () => filters.evaluateAll((items) => items.filter((i) => (i as HTMLElement).offsetParent !== null).length);
    expect(await visibleFilters()).toBe(2);
    const more = page.getByTestId('resource-more-filters');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(async () => {
      if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click({ timeout: 5000 });
      expect(await visibleFilters()).toBe(await filters.count());
    }).toPass({ timeout: 30_000 });
    expect(await filters.count()).toBeGreaterThan(2);

    // A form: one field a row, its label above it on one line, the dialog inside the screen.
    await clickUntilVisible(page.getByTestId('menu-drawer-toggle'), drawer);
    await openFromMenu(page, '/campus', '/campus/student', 'resource-page-student');
    await openAddForm(page);
    const form = dialog(page, 'resource-form');
    // Measured once the dialog has finished opening (it grows into place).
    await expect.poll(async () => right((await form.boundingBox())!)).toBeLessThanOrEqual(390);
    const formBox = (await form.boundingBox())!;
    expect(formBox.x).toBeGreaterThanOrEqual(0);
    const items = form.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label label') });
    const n = await items.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i++) {
      const label = (await items.nth(i).locator('.ant-form-item-label').first().boundingBox())!;
      const control = (await items.nth(i).locator('.ant-form-item-control').first().boundingBox())!;
      expect(label.y + label.height, `label ${i} above its field`).toBeLessThanOrEqual(control.y + 1);
      expect(label.height, `label ${i} on one line`).toBeLessThan(32);
      expect(control.width, `field ${i} the form's width`).toBeGreaterThan(formBox.width * 0.7);
    }
    await clickUntilHidden(page.getByTestId('resource-form-cancel'), form);

    // The header still fits the narrowest phone the product serves.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectHeaderFits(page, 360);
  });
});

test.describe('on a small laptop (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the check statistics: temperature labels apart, charts follow the menu, the class table readable', async ({ page }) => {
    await signInTo(page, 'demo-kig', 3, '/health/daily', 'health-daily-page');
    const bands = page.getByTestId('health-chart-bands-drawing');
    // The drawing's frame comes before the day's data; the five band labels come with it.
    await expect(bands.locator('svg text').filter({ hasText: /\d\d\.\d/ })).toHaveCount(5);

    // Every band's label is drawn, and no two touch (turned labels compared as the turned boxes they are).
    const overlaps = await bands.locator('svg text').evaluateAll((texts) => {
      const labels = texts.filter((t) => /\d\d\.\d/.test(t.textContent ?? '')) as SVGTextElement[];
      const corners = (t: SVGTextElement) => {
        const b = t.getBBox();
        const m = t.getScreenCTM()!;
        return [
          [b.x, b.y],
          [b.x + b.width, b.y],
          [b.x + b.width, b.y + b.height],
          [b.x, b.y + b.height],
        ].map(([x, y]) => ({ x: m.a * x! + m.c * y! + m.e, y: m.b * x! + m.d * y! + m.f }));
      };
      // Two convex shapes are apart when some edge's normal separates their projections.
      const apart = (p: { x: number; y: number }[], q: { x: number; y: number }[]) =>
        [p, q].some((shape) =>
          shape.some((a, i) => {
            const b = shape[(i + 1) % shape.length]!;
            const [nx, ny] = [a.y - b.y, b.x - a.x];
            const project = (s: { x: number; y: number }[]) => s.map((c) => c.x * nx + c.y * ny);
            return Math.max(...project(p)) <= Math.min(...project(q)) + 0.5 || Math.max(...project(q)) <= Math.min(...project(p)) + 0.5;
          }),
        );
      const boxes = labels.map(corners);
      const out: string[] = [`${labels.length} labels`];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) if (!apart(boxes[i]!, boxes[j]!)) out.push(`${labels[i]!.textContent} / ${labels[j]!.textContent}`);
      return out;
    });
    expect(overlaps).toEqual(['5 labels']);

    // Folding the menu gives the page room, and the chart takes it.
    const svgWidth = async () => (await bands.locator('svg').first().boundingBox())!.width;
    const before = await svgWidth();
    await clickUntilVisible(page.getByTestId('sider-toggle'), page.locator('[data-testid="sider"][data-collapsed="true"]'));
    await expect.poll(svgWidth).toBeGreaterThan(before + 50);
    const card = (await page.getByTestId('health-chart-bands').boundingBox())!;
    expect(await svgWidth()).toBeLessThanOrEqual(card.width);
    await clickUntilVisible(page.getByTestId('sider-toggle'), page.locator('[data-testid="sider"][data-collapsed="false"]'));
    await expect.poll(svgWidth).toBeCloseTo(before, -1);

    // The class table, written by hand, scrolls the same way as the generic lists.
    const classes = page.getByTestId('health-daily-page').locator('.kg-data-table').first();
    await expect(classes.locator('tbody tr.ant-table-row').first()).toBeVisible();
    expect(await hiddenHeaderCells(classes)).toEqual([]);
  });

  test('a list with the side menu open: every column can be read', async ({ page }) => {
    await signInTo(page, 'demo-kig', 3, '/health/check', 'resource-page-healthCheck');
    const table = page.getByTestId('resource-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    expect(await hiddenHeaderCells(table)).toEqual([]);
  });
});

test.describe('on a laptop (1440 px, the side menu open)', () => {
  /** The list's everyday columns fit its card: nothing to scroll, nothing under the actions. */
  async function expectFits(page: Page, pageTestId: string) {
    const table = page.getByTestId(pageTestId).getByTestId('resource-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    expect(await scrollsSideways(table)).toBe(false);
    expect(await hiddenHeaderCells(table)).toEqual([]);
    return table;
  }

  test("a kindergarten's checks and doctor messages fit; a column shown from the chooser is remembered", async ({ page }) => {
    await signInTo(page, 'demo-kig', 3, '/health/check', 'resource-page-healthCheck');
    const checks = await expectFits(page, 'resource-page-healthCheck');
    const nails = checks.locator('thead th').filter({ hasText: '指甲' });
    await expect(nails).toHaveCount(0);

    // The finding columns wait in the chooser; one shown stays shown on the next visit.
    await clickUntilVisible(page.getByTestId('column-chooser-button'), page.getByTestId('column-chooser'));
    await page.getByTestId('column-toggle-nails').click();
    await expect(nails).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('resource-table').locator('thead th').filter({ hasText: '指甲' })).toHaveCount(1);
    expect(await hiddenHeaderCells(page.getByTestId('resource-table'))).toEqual([]);

    await openFromMenu(page, '/health', '/health/message', 'resource-page-doctorMessage');
    await expectFits(page, 'resource-page-doctorMessage');
  });

  test("an expert's abnormal list and doctor messages fit", async ({ page }) => {
    await signIn(page, 'demo-expert', 7);
    await openFromMenu(page, '/specialist', '/health/abnormal', 'resource-page-healthCheck');
    await expectFits(page, 'resource-page-healthCheck');
    await clickUntilUrl(page, page.locator('[data-testid="side-menu-item"][data-href="/health/message"]'), /\/health\/message$/);
    await expectFits(page, 'resource-page-doctorMessage');
  });
});
