import type { PageKey } from '@kg/domain';
import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

/**
 * Every page a menu may name by componentUrl. Typed by PAGE_KEYS of @kg/domain, so a key without a page
 * fails tsc; each page is a dynamic import and so its own chunk.
 */
export const pageRegistry: Record<PageKey, PageLoader> = {
  'home/index': () => import('./home/HomePage').then((m) => m.HomePage),
};
