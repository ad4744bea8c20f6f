import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../paths';

/** The route error's page (see RouteError): antd's Result, its pictures fetched only when an error comes. */
export function RouteErrorView({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
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
