import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';

/** A read that failed: the server's reason in the reader's language (or the network's), and a retry. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('resource.loadFailed')}
      subTitle={isApiError(error) ? error.txt : t('common.network.offline')}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry} data-testid="load-retry">
          {t('common.actions.retry')}
        </Button>
      }
      data-testid="load-error"
    />
  );
}
