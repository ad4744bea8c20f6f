import { kigBaseEntity, moneyEndpoints, type PackageDetails, smsPackageEntity } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Modal, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { moneyApi, moneyKeys } from '../../api/money';
import { resourceKeys } from '../../api/resource-api';
import { useMenuEntries } from '../../app/menu/useMenuEntries';
import { useCanCall } from '../../components/access/declared-access';
import { formatMoney } from '../../components/resource/money';
import { RefSelect } from '../../components/resource/RefSelect';
import { useActionKeys } from '../../components/resource/use-row-run';

type Recharge = PackageDetails['recharge'][number];

/**
 * An agent buys a recharge package for one of its kindergartens (issue 17): the kindergarten's service of
 * the package's type runs that many months longer; the answer's new last day is said.
 */
export function BuyPackageButton({ pack }: { pack: Recharge }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <PurchaseButton
      testId={`pack-buy-${pack.orderCode}`}
      title={t('packScreens.buy.title', { code: pack.orderCode })}
      price={() => pack.agentPrice}
      buy={async ({ kigId }, key) => {
        const answer = await moneyApi.purchase(kigId, pack.id, key);
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(kigBaseEntity) });
        return t('packScreens.buy.done', { date: answer.data.serviceEnd });
      }}
    />
  );
}

/**
 * An agent buys an SMS package for one of its kindergartens from the offers on operations' shelf (`smsOffer`,
 * read when the dialog first opens): its SMS packages gain the row bought.
 */
export function BuySmsButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canCall = useCanCall();
  const offers = useQuery({ queryKey: moneyKeys.smsOffers, queryFn: () => moneyApi.smsOffers(), enabled: canCall(moneyEndpoints.smsOffers) });
  const records = offers.data?.records ?? [];
  return (
    <PurchaseButton
      testId="sms-buy"
      title={t('packScreens.buy.smsTitle')}
      price={(values) => records.find((o) => o.id === values.offer)?.agentPrice}
      extra={
        <Form.Item name="offer" label={t('packScreens.buy.offer')} rules={[{ required: true, message: t('packScreens.buy.offerRequired') }]}>
          <Select
            data-testid="sms-buy-offer"
            loading={offers.isLoading}
            options={records.map((o) => ({ value: o.id, label: t('packScreens.buy.offerLabel', { quota: o.quota, price: formatMoney(o.agentPrice) }) }))}
          />
        </Form.Item>
      }
      buy={async ({ kigId, offer }, key) => {
        const answer = await moneyApi.buySms(kigId, offer ?? '', key);
        await queryClient.invalidateQueries({ queryKey: moneyKeys.smsOffers });
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(smsPackageEntity) });
        await queryClient.invalidateQueries({ queryKey: ['sms', 'usage'] });
        return t('packScreens.buy.smsDone', { quota: answer.data.quota });
      }}
    />
  );
}

type PurchaseValues = { kigId: string; offer?: string };

/**
 * A purchase for one of the agent's kindergartens (issue 17): the dialog picks the kindergarten (its own
 * only: the kindergartens' picker answers those of its subtree) and whatever else `extra` asks, shows the
 * agent price, its balance and the balance after; a short balance is said with a link to file a recharge.
 * One `Idempotency-Key` per opening of the dialog, so a double click or a retry buys once.
 */
function PurchaseButton({
  testId,
  title,
  price,
  extra,
  buy,
}: {
  testId: string;
  title: string;
  price: (values: Partial<PurchaseValues>) => number | undefined;
  extra?: ReactNode;
  buy: (values: PurchaseValues, key: string) => Promise<string>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canCall = useCanCall();
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  const [form] = Form.useForm<PurchaseValues>();
  const values = Form.useWatch([], form) as Partial<PurchaseValues> | undefined;
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [saving, setSaving] = useState(false);
  const allowed = canCall(moneyEndpoints.purchase);
  const accounts = useQuery({ queryKey: moneyKeys.accounts, queryFn: () => moneyApi.accounts(), enabled: allowed && open && canCall(moneyEndpoints.accounts) });
  const rechargePath = useMenuEntries().find((e) => !e.external && e.item.componentUrl === 'money/recharge')?.path;
  if (!allowed) return null;
  const balance = accounts.data?.records.length === 1 ? accounts.data.records[0]!.balance : undefined;
  const cost = price(values ?? {});
  const short = balance !== undefined && cost !== undefined && balance < cost;
  const submit = async (chosen: PurchaseValues) => {
    setSaving(true);
    try {
      const done = await keys.send(`${testId}:${opening}`, (key) => buy(chosen, key));
      message.success(done);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: moneyKeys.accounts });
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    } finally {
      setSaving(false);
    }
  };
  const sum = (fen: number | undefined) => (fen === undefined ? '-' : formatMoney(fen));
  return (
    <>
      <Button
        size={extra ? 'middle' : 'small'}
        onClick={() => {
          form.resetFields();
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        data-testid={testId}
      >
        {t('packScreens.buy.button')}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={t('packScreens.buy.confirm')}
        okButtonProps={{ disabled: short || balance === undefined, 'data-testid': 'pack-buy-confirm' }}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name="packBuy" layout="vertical" onFinish={submit} data-testid="pack-buy-form">
          <Form.Item name="kigId" label={t('packScreens.buy.kindergarten')} rules={[{ required: true, message: t('packScreens.buy.required') }]}>
            <RefSelect target={kigBaseEntity} data-testid="pack-buy-kig" />
          </Form.Item>
          {extra}
        </Form>
        <Descriptions size="small" column={1} bordered data-testid="pack-buy-sums">
          <Descriptions.Item label={t('packScreens.buy.price')}>{sum(cost)}</Descriptions.Item>
          <Descriptions.Item label={t('packScreens.buy.balance')}>
            <span data-testid="pack-buy-balance">{sum(balance)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('packScreens.buy.after')}>
            <span data-testid="pack-buy-after">{sum(balance === undefined || cost === undefined ? undefined : balance - cost)}</span>
          </Descriptions.Item>
        </Descriptions>
        {short && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            data-testid="pack-buy-short"
            title={t('packScreens.buy.short')}
            action={rechargePath ? <Link to={rechargePath}>{t('packScreens.buy.fileRecharge')}</Link> : undefined}
          />
        )}
      </Modal>
    </>
  );
}
