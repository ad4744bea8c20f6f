import { isPageKey, PAGE_LOAD_TIMEOUT_MS, type PageKey } from '@kg/domain';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { pageRegistry } from '../../pages/registry';
import { ErrorPage } from '../errors/ErrorPage';
import { PageLoading } from './PageLoading';
import { PageErrorBoundary } from './PageErrorBoundary';
import { loadWithTimeout } from './load-with-timeout';

// React.lazy keeps a failed load forever, so each retry gets a new lazy component.
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(key: PageKey, attempt: number): LazyExoticComponent<ComponentType> {
  const cacheKey = `${key}#${attempt}`;
  let page = lazyPages.get(cacheKey);
  if (!page) {
    page = lazy(() => loadWithTimeout(pageRegistry[key], PAGE_LOAD_TIMEOUT_MS).then((component) => ({ default: component })));
    lazyPages.set(cacheKey, page);
  }
  return page;
}

/** Renders the page a menu item names by componentUrl, loaded on demand. */
export function PageHost({ componentUrl }: { componentUrl: string }) {
  const [attempt, setAttempt] = useState(0);
  // A menu naming a page this build does not have (newer server, older web) gets the 404 page.
  if (!isPageKey(componentUrl) || !Object.hasOwn(pageRegistry, componentUrl)) return <ErrorPage status={404} />;
  const Page = lazyPage(componentUrl, attempt);
  return (
    <PageErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
