import type { PasswordChangeReason } from '@kg/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

const HINTS = { easy: 'password.forcedHint', issued: 'password.issuedHint' } as const satisfies Record<PasswordChangeReason, string>;

/** Why the password must be changed before anything else. */
export function ForcedChangeHint({ reason }: { reason: PasswordChangeReason }) {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t(HINTS[reason])} style={{ marginBottom: 16 }} data-testid="password-forced-hint" />;
}
