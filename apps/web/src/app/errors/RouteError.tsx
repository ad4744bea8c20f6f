import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { loadAntd } from '../antd/load-antd';

// antd's Result and its pictures (11 kB) come with the first error, not with every route; antd's provider
// with them, as this page is drawn outside the routes that have it (sign-in has no antd).
const RouteErrorView = lazy(async () => {
  const [{ AntdProvider }, { RouteErrorView: View }] = await Promise.all([loadAntd(), import('./RouteErrorView')]);
  return {
    default: ({ notFound }: { notFound: boolean }) => (
      <AntdProvider>
        <View notFound={notFound} />
      </AntdProvider>
    ),
  };
});

/** Last resort for an error thrown while routing or rendering outside a page (the page has its own boundary). */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ViewUnavailable>
      <Suspense fallback={null}>
        <RouteErrorView notFound={notFound} />
      </Suspense>
    </ViewUnavailable>
  );
}

/** When the error page itself cannot be fetched (offline): its message and a reload, without the picture. */
class ViewUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <Unavailable /> : this.props.children;
  }
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="route-error" style={{ padding: 48, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24 }}>{t('errors.unexpected.title')}</h1>
      <p>{t('errors.unexpected.subTitle')}</p>
      {/* Plain: this page shows when chunks cannot be fetched, antd's included. */}
      <button type="button" className="kg-button kg-button--primary" onClick={() => window.location.reload()}>
        {t('common.actions.retry')}
      </button>
    </div>
  );
}
