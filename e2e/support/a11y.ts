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
/**
 * Messages that leave by themselves (antd's toasts and notifications, 3 s or so), and the attribute the
 * page carries while one is on screen. The check waits for the route's screen without them: run while
 * one shows, it could outlast it, and the test would look for a message that had gone.
 */
const TRANSIENT = '.ant-message-notice, .ant-notification-notice';
const TRANSIENT_SHOWN = 'data-a11y-transient';
/** What settling answers when a transient message came up meanwhile: the check gives way to it. */
const GAVE_WAY = 'a transient message';
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

/**
 * Marks each new document and each client-side change of path as not yet looked at, and the document
 * while a transient message is on screen.
 */
function markRouteChanges({ attribute, transient, shown }: { attribute: string; transient: string; shown: string }) {
  const mark = () => {
    if (window.__a11yPath === location.pathname) return;
    window.__a11yPath = location.pathname;
    document.documentElement.setAttribute(attribute, '');
  };
  const markTransient = () => document.documentElement.toggleAttribute(shown, document.querySelector(transient) !== null);
  document.addEventListener('DOMContentLoaded', () => {
    markTransient();
    new MutationObserver(markTransient).observe(document.body, { childList: true, subtree: true });
  });
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

/**
 * The route as checked: its page by path and language, and the frame around it (the menu and header,
 * which differ by account) by account and language. A page another account has had checked is not
 * checked again for this one unless this account's frame has not been yet: a page's markup is the
 * same generic components whoever looks (the columns and buttons a permission hides are the same kinds),
 * while the frame is each account's own. Home pages differ by system, so they are keyed by account.
 */
function routeOf({ attribute, perAccount }: { attribute: string; perAccount: string[] }) {
  const user = document.querySelector('[data-testid="user-dropdown"]')?.textContent?.trim();
  const lang = document.documentElement.lang || '?';
  const path = location.pathname;
  return {
    path,
    key: `${path} [${lang}]${user && perAccount.includes(path) ? ` as ${user}` : ''}`,
    frame: user ? `the frame [${lang}] as ${user}` : undefined,
    pending: document.documentElement.hasAttribute(attribute),
  };
}
/** Pages each account has its own of. */
const PER_ACCOUNT = ['/home', '/kigHome'];
type Route = ReturnType<typeof routeOf>;
const ROUTE_ARGS = { attribute: PENDING, perAccount: PER_ACCOUNT };
/** Whether the route and its frame have been checked (or are being), by this suite or the other. */
const routeChecked = (route: Route) => isChecked(route.key) && (route.frame === undefined || isChecked(route.frame));

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

/**
 * In the page: waits until nothing has shown it at work (the loading bar, a spinner, a finite animation
 * under way) for `quietMs`, at most `limitMs` (0: one look); answers what kept it busy, or ''. When
 * `giveWay`, a transient message on screen ends the wait at once, answered as `gaveWay`. One call for
 * the whole wait: on a loaded machine each round trip to the page took 0.1 to 0.3 s.
 */
async function waitQuiet(o: { quietMs: number; limitMs: number; transient: string; giveWay: boolean; gaveWay: string }): Promise<string> {
  const busyNow = () => {
    if (o.giveWay && document.querySelector(o.transient)) return o.gaveWay;
    const loading = document.querySelector('[data-testid="top-progress"]:not([data-state="idle"]), .ant-spin-spinning, .ant-skeleton-active');
    if (loading) return `${loading.tagName.toLowerCase()} ${loading.className}`;
    // Infinite animations (a spinner's dots) never end; only finite ones are a page still moving.
    const moving = document.getAnimations().find((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    return moving ? `an animation of ${(moving.effect as KeyframeEffect | null)?.target?.className ?? '?'}` : '';
  };
  const started = performance.now();
  let reason = busyNow();
  let quietSince = started;
  while (reason || performance.now() - quietSince < o.quietMs) {
    if (reason === o.gaveWay) return reason;
    if (performance.now() - started >= o.limitMs) return reason || 'a page that just moved';
    await new Promise((resolve) => setTimeout(resolve, 50));
    reason = busyNow();
    if (reason) quietSince = performance.now();
  }
  return '';
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
 * never races the test's own clicks), and the last route at the end. Never while a transient message
 * (a toast) is on screen: the step that waits for it goes first, and the check comes at a later one. The
 * time the check takes (settling and axe) is added to the test's timeout: the check does not eat the
 * test's own budget.
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
  /** Requests begun so far: one begun while the page looked quiet makes it busy again. */
  let begun = 0;
  const activity = (request: Request, started: boolean) => {
    if (!AWAITED.has(request.resourceType())) return;
    if (started) {
      requests.add(request);
      begun++;
    } else requests.delete(request);
  };
  page.on('request', (r) => activity(r, true));
  page.on('requestfinished', (r) => activity(r, false));
  page.on('requestfailed', (r) => activity(r, false));
  const inFlight = () => `a request to ${requests.values().next().value?.url() ?? '?'}`;
  const look = (limitMs: number, quietMs: number, giveWay: boolean) => page.evaluate(waitQuiet, { quietMs, limitMs, transient: TRANSIENT, giveWay, gaveWay: GAVE_WAY });

  /**
   * Waits until the page has been quiet QUIET_MS (no request in flight, nothing at work on screen), at
   * most `limit` ms; answers what kept it busy, or ''. A page quiet at the first look is settled. When
   * `giveWay`, a transient message coming up ends the wait (GAVE_WAY): the test may be waiting for it.
   */
  const settle = async (limit: number, giveWay = true) => {
    const until = Date.now() + limit;
    if (requests.size === 0) {
      const first = await look(0, 0, giveWay);
      if (!first || first === GAVE_WAY) return first;
    }
    for (;;) {
      // Requests are followed here; meanwhile the page is asked every 250 ms whether a message came up.
      for (let asked = Date.now(); requests.size > 0;) {
        if (Date.now() >= until) return inFlight();
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (giveWay && Date.now() - asked >= 250) {
          if ((await look(0, 0, true)) === GAVE_WAY) return GAVE_WAY;
          asked = Date.now();
        }
      }
      const before = begun;
      const reason = await look(Math.max(0, until - Date.now()), QUIET_MS, giveWay);
      if (reason) return reason;
      if (begun === before && requests.size === 0) return '';
      if (Date.now() >= until) return inFlight();
    }
  };

  const unmark = () => page.evaluate((attribute) => document.documentElement.removeAttribute(attribute), PENDING);
  const mark = () => page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), PENDING);
  const check = async (route: Route, stillBusy = '', giveWay = true) => {
    await unmark();
    if (excluded(route.path)) return;
    // Whichever of the page and its frame is not checked yet is taken; neither, nothing to do.
    const claimed = [route.key, route.frame].filter((key): key is string => key !== undefined && claim(key));
    if (claimed.length === 0) return;
    const giveBackAll = () => claimed.forEach(giveBack);
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
      if (results.violations.length > 0 && (await page.evaluate(watchMotion, false))) {
        const again = await settle(SETTLE_BEFORE_ACTION_MS, giveWay);
        if (again === GAVE_WAY) {
          // A message came up meanwhile: the route is checked once it has gone, at a later step of the test.
          giveBackAll();
          await mark();
          return;
        }
        if (!again) results = await analyze();
      }
      const found = describe(route.key, results.violations);
      if (found.length && stillBusy) found.unshift(`${route.key} was checked still busy after ${SETTLE_LIMIT_MS} ms (${stillBusy}):`);
      record.violations.push(...found);
      record.checked.push(route.key);
    } catch (error) {
      // The test moved on to another document meanwhile: the route is checked on its next visit.
      giveBackAll();
      if (!LEFT.test(String(error))) record.violations.push(`axe could not check ${route.key}: ${String(error)}`);
    } finally {
      refund(started, true);
    }
  };

  // Before the first action or assertion on a new route: the route is checked once it has settled, so
  // what is checked is the page as it opened, before the test works in it.
  const onPending = async () => {
    try {
      // A route already checked in this run costs nothing more.
      const arrived = await page.evaluate(routeOf, ROUTE_ARGS);
      if (routeChecked(arrived) || excluded(arrived.path)) {
        await unmark();
        return;
      }
      const started = Date.now();
      const stillBusy = await settle(SETTLE_BEFORE_ACTION_MS);
      refund(started);
      // Still busy, or a transient message came up: the route stays marked and is checked at a later step
      // once quiet (the handler is not called while such a message is on screen).
      if (stillBusy) return;
      await check(await page.evaluate(routeOf, ROUTE_ARGS));
    } catch (error) {
      if (!LEFT.test(String(error))) throw error;
    }
  };

  await page.addInitScript(markRouteChanges, { attribute: PENDING, transient: TRANSIENT, shown: TRANSIENT_SHOWN });
  await page.addLocatorHandler(page.locator(`html[${PENDING}]:not([${TRANSIENT_SHOWN}])`), onPending, { noWaitAfter: true });

  /** The last route, once it has settled (or as it stands after SETTLE_LIMIT_MS). */
  const finish = async () => {
    if (page.isClosed() || page.url() === 'about:blank') return;
    const before = await page.evaluate(routeOf, ROUTE_ARGS);
    // Checked already (by an earlier test, or the other suite): nothing to wait for. (A route still
    // loading may not name its account yet; its key is read again once it has settled.)
    if (routeChecked(before) || excluded(before.path)) return;
    // The test has ended: nothing is waited for any more, and a message on screen is checked with the rest.
    const reason = await settle(SETTLE_LIMIT_MS, false);
    await check(await page.evaluate(routeOf, ROUTE_ARGS), reason, false);
  };
  return { record, finish };
}
