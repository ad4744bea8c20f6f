import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * When a home's figures were read (`said`: its own words for it), refreshed each minute. A refresh that
 * fails keeps the figures on screen and says from when they are: a principal's desk screen is not
 * emptied by one lost answer.
 */
export function RefreshedAt({ updatedAt, failed, said }: { updatedAt: number; failed: boolean; said: 'home.today.refreshed' | 'kigHome.refreshed' }) {
  const { t } = useTranslation();
  const time = dayjs(updatedAt).format('HH:mm');
  return failed ? (
    <Typography.Text type="warning" data-testid="home-refresh-failed">
      {t('common.network.refreshFailed', { time })}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">{t(said, { time })}</Typography.Text>
  );
}
