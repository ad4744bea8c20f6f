import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __motions?: string[];
  }
}

/**
 * What moved on screen while `action` ran: each finite animation or transition that started, as
 * "animation NAME" or "transition PROPERTY" with its element's class (a spinner's endless turning is
 * not motion the setting stops: it says that something loads). Noted by the page's own events, so
 * however slow the machine, a motion that ran is seen even if it has ended before the test looks.
 */
export async function motionsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    window.__motions = [];
    const note = (event: Event) => {
      const target = event.target as Element;
      if (event instanceof AnimationEvent && getComputedStyle(target).animationIterationCount.split(',').includes('infinite')) return;
      const what = event instanceof AnimationEvent ? `animation ${event.animationName}` : `transition ${(event as TransitionEvent).propertyName}`;
      window.__motions?.push(`${what} on ${typeof target.className === 'string' ? target.className : target.tagName}`);
    };
    document.addEventListener('animationstart', note, true);
    document.addEventListener('transitionrun', note, true);
  });
  await action();
  return page.evaluate(() => window.__motions ?? []);
}
