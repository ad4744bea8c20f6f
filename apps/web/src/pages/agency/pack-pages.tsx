import {
  kigFeeSettingEntity,
  kigPaymentSettingEntity,
  kigVipPriceEntity,
  monthlyReviewEntity,
  packEndpoints,
  rechargePackageEntity,
  smsOfferEntity,
  vipPackageEntity,
} from '@kg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { packApi } from '../../api/pack';
import { resourceKeys } from '../../api/resource-api';
import { useCanCall } from '../../components/access/declared-access';
import { ResourcePage } from '../../components/resource/ResourcePage';

/** Operations -> Recharge packages: defined, put on and taken off the shelf (the row's actions). */
export function RechargePackagePage() {
  return <ResourcePage entity={rechargePackageEntity} />;
}

/** Operations -> SMS offers: the catalogue agents buy SMS packages from, defined, put on and taken off the shelf. */
export function SmsOfferPage() {
  return <ResourcePage entity={smsOfferEntity} />;
}

/** Operations -> VIP packages. */
export function VipPackagePage() {
  return <ResourcePage entity={vipPackageEntity} />;
}

/** Agent -> Fee settings (spec `agenKigFeeSet`): its fee per kindergarten and package on the shelf. */
export function KigFeeSettingPage() {
  return <ResourcePage entity={kigFeeSettingEntity} />;
}

/** Kindergarten -> Payment settings (spec `payment-setting`): its channels, and its own price of each package. */
export function PaymentSettingPage() {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ResourcePage entity={kigPaymentSettingEntity} title={t('packScreens.payment.channels')} />
      <ResourcePage entity={kigVipPriceEntity} title={t('packScreens.payment.prices')} />
    </Space>
  );
}

/** Agent and operations -> Monthly online review: each kindergarten's month, read again on demand, confirmed by the agent (the row's action). */
export function MonthlyReviewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const refresh = async () => {
    try {
      const answer = await packApi.refresh(month.format('YYYY-MM'));
      message.success(t('packScreens.review.refreshed', { n: answer.data.kindergartens }));
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(monthlyReviewEntity) });
  };
  const toolbar = canCall(packEndpoints.refreshMonthlyReview) ? (
    <Space>
      <Typography.Text>{t('packScreens.review.month')}</Typography.Text>
      <DatePicker picker="month" value={month} allowClear={false} onChange={(v) => v && setMonth(v)} aria-label={t('packScreens.review.month')} data-testid="pack-review-month" />
      <Button onClick={() => void refresh()} data-testid="pack-review-refresh">
        {t('packScreens.review.refresh')}
      </Button>
    </Space>
  ) : undefined;
  return <ResourcePage entity={monthlyReviewEntity} toolbarExtra={toolbar} />;
}
