import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PATHS } from '../paths';

/** Last resort for an error thrown while routing or rendering outside a page (the page has its own boundary). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : '500'}
      title={notFound ? t('errors.page404.title') : t('errors.unexpected.title')}
      subTitle={notFound ? t('errors.page404.subTitle') : t('errors.unexpected.subTitle')}
      data-testid="route-error"
      extra={[
        <Button key="retry" onClick={() => window.location.reload()}>
          {t('common.actions.retry')}
        </Button>,
        // A full load: the router itself may be what failed.
        <Button key="home" type="primary" href={PATHS.home}>
          {t('common.actions.backHome')}
        </Button>,
      ]}
    />
  );
}
