import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, TestInfo } from '@playwright/test';

/** WCAG 2.1 levels A and AA, which China's GB/T 37668-2019 follows. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['critical', 'serious']);
/** A page counts as settled after this long with no data or code loading, no loading bar or spinner, no animation. */
const QUIET_MS = 200;
/** The requests a page waits for to show itself (not its pictures, which fill in on their own). */
const AWAITED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
/**
 * How long the check waits, before an action, for a new route to settle (longer, it gives way to the
 * action and tries again before the next one).
 */
const SETTLE_BEFORE_ACTION_MS = 2000;
/** How long the last route of a test may take to settle before it is checked as it stands. */
const SETTLE_LIMIT_MS = 5000;
/** The attribute the page carries while its route has not been looked at. */
const PENDING = 'data-a11y-pending';
/** What an evaluation says when the page navigated or closed under it. */
const LEFT = /Execution context was destroyed|Target page, context or browser has been closed|navigat/i;
/** How many elements a failure names, per rule. */
const SHOWN = 4;

/**
 * Routes left out, each with its reason:
 * - /docs is the API description as @fastify/swagger-ui serves it: third-party markup (Swagger UI),
 *   not one of the product's screens, and not ours to change.
 */
const EXCLUDED = [/^\/docs(\/|$)/];

/**
 * Routes already checked by this worker (the browser suite runs in one): each route is checked once per
 * run, in each language and for each account that opens it, not again by every test that passes by
 * (most tests sign in, and would check the login and home pages each time).
 */
const checkedInRun = new Set<string>();
/**
 * A folder the browser suites of one `npm test` share (E2E_A11Y_SHARED_DIR): PGlite's and PostgreSQL's
 * run side by side on the same web build and the same seed, so a screen is checked by whichever suite
 * reaches it first, once per run instead of once per suite. A route is claimed there by a file made
 * only if absent (atomic), and given back if its check could not run.
 */
const SHARED_DIR = process.env.E2E_A11Y_SHARED_DIR;
if (SHARED_DIR) mkdirSync(SHARED_DIR, { recursive: true });
const claimFile = (key: string) => path.join(SHARED_DIR!, createHash('sha256').update(key).digest('hex').slice(0, 32));
/** Whether the route has been checked, or is being checked, by this suite or the other. */
const isChecked = (key: string) => checkedInRun.has(key) || (SHARED_DIR !== undefined && existsSync(claimFile(key)));
/** Takes the route to check: false when this suite or the other already has. */
function claim(key: string): boolean {
  if (isChecked(key)) return false;
  if (SHARED_DIR) {
    try {
      writeFileSync(claimFile(key), `${key}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }
  checkedInRun.add(key);
  return true;
}
function giveBack(key: string) {
  checkedInRun.delete(key);
  if (SHARED_DIR) rmSync(claimFile(key), { force: true });
}
const excluded = (path: string) => EXCLUDED.some((pattern) => pattern.test(path));

declare global {
  interface Window {
    __a11yPath?: string;
  }
}

export interface A11yRecord {
  violations: string[];
  /** What this test checked. */
  checked: string[];
  /** Time the check spent (waiting for routes to settle and running axe), in milliseconds. */
  spentMs: number;
  /** Of which running axe (and settling again for a second measure), in milliseconds. */
  axeMs: number;
}

/** Marks each new document and each client-side change of path as not yet looked at. */
function markRouteChanges(attribute: string) {
  const mark = () => {
    if (window.__a11yPath === location.pathname) return;
    window.__a11yPath = location.pathname;
    document.documentElement.setAttribute(attribute, '');
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      mark();
    };
  }
  window.addEventListener('popstate', mark);
  document.addEventListener('DOMContentLoaded', mark);
}

/** The route as checked: path, language and the account signed in (each sees its own menu and home). */
function routeOf(attribute: string) {
  const user = document.querySelector('[data-testid="user-dropdown"]')?.textContent?.trim();
  return {
    path: location.pathname,
    key: `${location.pathname} [${document.documentElement.lang || '?'}]${user ? ` as ${user}` : ''}`,
    pending: document.documentElement.hasAttribute(attribute),
  };
}

/**
 * In the page: starts noting whether anything moves (`true`), or stops and answers whether anything
 * moved meanwhile or still moves (`false`): an animation or a transition that began, a finite one running.
 */
function watchMotion(start: boolean): boolean {
  const w = window as unknown as { a11yMoved?: boolean; a11yMark?: () => void };
  const kinds = ['animationstart', 'transitionrun'];
  if (start) {
    w.a11yMoved = false;
    w.a11yMark = () => (w.a11yMoved = true);
    for (const kind of kinds) document.addEventListener(kind, w.a11yMark, true);
    return false;
  }
  if (w.a11yMark) for (const kind of kinds) document.removeEventListener(kind, w.a11yMark, true);
  const running = document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  return Boolean(w.a11yMoved) || running;
}

/** What shows the page still at work (the loading bar, a spinner, an animation under way), or ''. */
function pageBusy(): string {
  const loading = document.querySelector('[data-testid="top-progress"]:not([data-state="idle"]), .ant-spin-spinning, .ant-skeleton-active');
  if (loading) return `${loading.tagName.toLowerCase()} ${loading.className}`;
  // Infinite animations (a spinner's dots) never end; only finite ones are a page still moving.
  const moving = document.getAnimations().find((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  return moving ? `an animation of ${(moving.effect as KeyframeEffect | null)?.target?.className ?? '?'}` : '';
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per failing rule: impact, rule, route, what it asks, and the first elements (with colours for contrast). */
function describe(key: string, violations: Violations) {
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes.slice(0, SHOWN).map((n) => {
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)` : '';
        return `${n.target.join(' ')}${colours}`;
      });
      const more = v.nodes.length > SHOWN ? `; and ${v.nodes.length - SHOWN} more` : '';
      return `${v.impact} ${v.id} on ${key}: ${v.help}: ${nodes.join('; ')}${more}`;
    });
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the routes a test visits and records their critical and serious
 * violations. A route is checked, once settled, before the first action or web-first assertion that
 * follows its opening (a Playwright locator handler on the page's "not looked at" mark, so the check
 * never races the test's own clicks), and the last route at the end. The time the check takes (settling
 * and axe) is added to the test's timeout: the check does not eat the test's own budget.
 */
export async function watchAccessibility(page: Page, testInfo: TestInfo) {
  const record: A11yRecord = { violations: [], checked: [], spentMs: 0, axeMs: 0 };
  /** Gives the test back the time the check spent since `started`. */
  const refund = (started: number, axe = false) => {
    const spent = Date.now() - started;
    record.spentMs += spent;
    if (axe) record.axeMs += spent;
    testInfo.setTimeout(testInfo.timeout + spent);
  };
  const requests = new Set<Request>();
  const activity = (request: Request, started: boolean) => {
    if (!AWAITED.has(request.resourceType())) return;
    if (started) requests.add(request);
    else requests.delete(request);
  };
  page.on('request', (r) => activity(r, true));
  page.on('requestfinished', (r) => activity(r, false));
  page.on('requestfailed', (r) => activity(r, false));

  /** '' when the page is quiet, else what keeps it busy. */
  const busy = async () => {
    const request = requests.values().next().value;
    if (request) return `a request to ${request.url()}`;
    return page.evaluate(pageBusy);
  };

  const unmark = () => page.evaluate((attribute) => document.documentElement.removeAttribute(attribute), PENDING);
  const check = async (route: { path: string; key: string }, stillBusy = '') => {
    await unmark();
    if (excluded(route.path) || !claim(route.key)) return;
    const started = Date.now();
    try {
      const analyze = () =>
        new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .withTags(TAGS)
          .setLegacyMode()
          .analyze();
      await page.evaluate(watchMotion, true);
      let results = await analyze();
      // Axe reads colours as they are drawn: a toast that began to fade out, or a button that left its
      // loading state, while it ran was measured half-transparent. Then the page is measured again once
      // still, and that measure stands (a real violation is there in both).
      if (results.violations.length > 0 && (await page.evaluate(watchMotion, false)) && !(await settle(SETTLE_BEFORE_ACTION_MS))) results = await analyze();
      const found = describe(route.key, results.violations);
      if (found.length && stillBusy) found.unshift(`${route.key} was checked still busy after ${SETTLE_LIMIT_MS} ms (${stillBusy}):`);
      record.violations.push(...found);
      record.checked.push(route.key);
    } catch (error) {
      // The test moved on to another document meanwhile: the route is checked on its next visit.
      giveBack(route.key);
      if (!LEFT.test(String(error))) record.violations.push(`axe could not check ${route.key}: ${String(error)}`);
    } finally {
      refund(started, true);
    }
  };

  /** Waits until the page has been quiet QUIET_MS, at most `limit` ms; answers what kept it busy, or ''. */
  const settle = async (limit: number) => {
    const until = Date.now() + limit;
    let reason = await busy();
    if (!reason) return '';
    let quietSince = Date.now();
    while (reason || Date.now() - quietSince < QUIET_MS) {
      if (Date.now() >= until) return reason || 'a page that just moved';
      await page.waitForTimeout(50);
      reason = await busy();
      if (reason) quietSince = Date.now();
    }
    return '';
  };

  // Before the first action or assertion on a new route: the route is checked once it has settled, so
  // what is checked is the page as it opened, before the test works in it.
  const onPending = async () => {
    try {
      // A route already checked in this run costs nothing more.
      const arrived = await page.evaluate(routeOf, PENDING);
      if (isChecked(arrived.key) || excluded(arrived.path)) {
        await unmark();
        return;
      }
      const started = Date.now();
      const stillBusy = await settle(SETTLE_BEFORE_ACTION_MS);
      refund(started);
      if (stillBusy) return;
      await check(await page.evaluate(routeOf, PENDING));
    } catch (error) {
      if (!LEFT.test(String(error))) throw error;
    }
  };

  await page.addInitScript(markRouteChanges, PENDING);
  await page.addLocatorHandler(page.locator(`html[${PENDING}]`), onPending, { noWaitAfter: true });

  /** The last route, once it has settled (or as it stands after SETTLE_LIMIT_MS). */
  const finish = async () => {
    if (page.isClosed() || page.url() === 'about:blank') return;
    const before = await page.evaluate(routeOf, PENDING);
    // Checked already (by an earlier test, or the other suite): nothing to wait for. (A route still
    // loading may not name its account yet; its key is read again once it has settled.)
    if (isChecked(before.key) || excluded(before.path)) return;
    const reason = await settle(SETTLE_LIMIT_MS);
    await check(await page.evaluate(routeOf, PENDING), reason);
  };
  return { record, finish };
}
