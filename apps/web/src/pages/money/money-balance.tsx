import { moneyEndpoints } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyApi, moneyKeys } from '../../api/money';
import { useCanCall } from '../../components/access/declared-access';
import { fenToYuan } from '../../components/resource/money';

export { moneyKeys };

/** The accounts the session sees (its own, or every one for finance). */
export function useAccounts() {
  const canCall = useCanCall();
  return useQuery({ queryKey: moneyKeys.accounts, queryFn: () => moneyApi.accounts(), enabled: canCall(moneyEndpoints.accounts) });
}

/** An agent's or a kindergarten's own balance, above its recharges and withdrawals (finance, who sees every account, has the ledger page). */
export function OwnBalance() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const own = accounts.data?.records.length === 1 ? accounts.data.records[0] : undefined;
  if (!own) return null;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Statistic title={t('moneyScreens.balance.title')} value={fenToYuan(own.balance)} precision={2} data-testid="money-balance" />
    </Card>
  );
}
