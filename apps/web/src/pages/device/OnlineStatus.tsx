import { Flex, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { formatDateValue } from '../../components/resource/dates';
import { isOnline } from './online';

dayjs.extend(relativeTime);

/** A machine's online state from its last heartbeat: online, or offline with how long ago it was last seen. */
export function OnlineStatus({ lastOnlineAt }: { lastOnlineAt: unknown }) {
  const { t } = useTranslation();
  const seen = typeof lastOnlineAt === 'string' && dayjs(lastOnlineAt).isValid() ? dayjs(lastOnlineAt) : null;
  if (seen && isOnline(seen.valueOf(), Date.now())) {
    return (
      <Tooltip title={formatDateValue(lastOnlineAt, 'datetime')}>
        <Tag color="success" data-testid="device-online">
          {t('device.device.onlineNow')}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Flex gap={4} align="center" wrap={false}>
      <Tag data-testid="device-offline">{t('device.device.offline')}</Tag>
      <Tooltip title={seen ? formatDateValue(lastOnlineAt, 'datetime') : undefined}>
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {seen ? t('device.device.lastSeen', { time: seen.fromNow() }) : t('device.device.neverOnline')}
        </Typography.Text>
      </Tooltip>
    </Flex>
  );
}
