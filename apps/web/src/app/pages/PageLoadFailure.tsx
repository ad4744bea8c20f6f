import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths';
import { PageLoadError } from './load-with-timeout';

/** The clear error of spec section 8 for a page chunk that failed or timed out, and for a crashed page. */
export function PageLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, subTitle] =
    error instanceof PageLoadError
      ? error.timedOut
        ? [t('errors.pageLoad.timeoutTitle'), t('errors.pageLoad.timeoutSubTitle')]
        : [t('errors.pageLoad.failedTitle'), t('errors.pageLoad.failedSubTitle')]
      : [t('errors.unexpected.title'), t('errors.unexpected.subTitle')];
  return (
    <Result
      status="warning"
      title={title}
      subTitle={subTitle}
      data-testid="page-load-error"
      extra={[
        <Button key="retry" type="primary" onClick={onRetry} data-testid="page-load-retry">
          {t('common.actions.retry')}
        </Button>,
        <Button key="home" onClick={() => navigate(PATHS.home)}>
          {t('common.actions.backHome')}
        </Button>,
      ]}
    />
  );
}
