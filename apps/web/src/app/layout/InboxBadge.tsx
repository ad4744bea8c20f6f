import { BellOutlined } from '@ant-design/icons';
import { inboxEndpoints } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { inboxUnreadQuery } from '../../api/inbox';
import { useCanCall } from '../../components/access/declared-access';
import { AccessHost } from '../session/AccessHost';

/**
 * The header's bell: the number of system messages addressed to the session not yet opened; it opens
 * `/message`. Every signed-in user's (whatever their roles: the audience is judged from the session). Fetched apart from the shell (`ShellHeader`).
 */
export function InboxBadge() {
  // The header is outside the page's host of the session's access: the bell asks within its own.
  return (
    <AccessHost>
      <AllowedBell />
    </AccessHost>
  );
}

function AllowedBell() {
  const canCall = useCanCall();
  return canCall(inboxEndpoints.unread) ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useQuery(inboxUnreadQuery);
  const count = unread.data?.count ?? 0;
  return (
    <Badge count={count} size="small" offset={[-6, 6]}>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={t('operations.inbox.badge', { count })}
        onClick={() => void navigate('/message')}
        data-testid="inbox-badge"
        data-unread={count}
      />
    </Badge>
  );
}
