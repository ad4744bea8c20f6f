import { test as base, expect } from '@playwright/test';
import { watchAccessibility } from './a11y';

declare global {
  interface Window {
    __cspViolation?: (text: string) => void;
  }
}

const CSP_MESSAGE = /Content[ -]Security[ -]Policy/i;

/**
 * Every browser test runs under the server's Content-Security-Policy and fails when a page reports a
 * violation: the page's `securitypolicyviolation` events (through an init script) and the console's
 * "Refused to ... Content Security Policy" lines are collected, and must be none at the end.
 * `cspViolations` is the list, for a test that provokes one on purpose (it then empties it).
 * Every route a test visits is also checked by axe (WCAG 2.1 A and AA, ./a11y.ts) once it has settled,
 * and the test fails on any critical or serious violation found.
 */
export const test = base.extend<{ cspViolations: string[]; a11yViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__cspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
          void window.__cspViolation?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}${where}`);
        });
      });
      context.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  a11yViolations: [
    async ({ page }, use, testInfo) => {
      const { record, finish } = await watchAccessibility(page, testInfo);
      await use(record.violations);
      await finish();
      // In the report (json), to see what the check costs.
      testInfo.annotations.push({
        type: 'a11y',
        description: `axe checked ${record.checked.length} route(s) in ${record.spentMs} ms (axe itself ${record.axeMs} ms): ${record.checked.join(', ')}`,
      });
      expect(record.violations, 'accessibility violations (axe, WCAG 2.1 A and AA; critical and serious)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
