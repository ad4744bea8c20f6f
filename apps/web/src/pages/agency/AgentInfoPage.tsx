import { type AgentInfo, checkBankAccount, smsEndpoints } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsApi } from '../../api/sms';
import type { smsScreens } from '../../i18n/zh-CN/sms';
import { useCanCall } from '../../components/access/declared-access';
import { CodeDialog } from '../../components/sms/CodeDialog';

const KEY = ['sms', 'agentInfo'];

/**
 * The agent's functions -> agent info (componentUrl 'agency/agentInfo'): the profile and the bank
 * account, masked; an agent changes its account with a code sent to its contact phone. Operations see
 * every agent's.
 */
export function AgentInfoPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const list = useQuery({ queryKey: KEY, queryFn: () => smsApi.agentInfoList() });
  const [changing, setChanging] = useState(false);
  const f = (key: keyof typeof smsScreens.agentInfo) => t(`smsScreens.agentInfo.${key}`);
  const columns = [
    { key: 'code', dataIndex: 'code', title: f('code'), width: 110 },
    { key: 'name', dataIndex: 'name', title: f('name'), width: 180 },
    { key: 'contactName', dataIndex: 'contactName', title: f('contactName'), width: 110 },
    { key: 'contactPhone', dataIndex: 'contactPhone', title: f('contactPhone'), width: 130 },
    { key: 'accountName', title: f('accountName'), width: 180, render: (_: unknown, a: AgentInfo) => a.bank?.accountName ?? f('none') },
    { key: 'bankName', title: f('bankName'), width: 160, render: (_: unknown, a: AgentInfo) => a.bank?.bankName ?? '' },
    { key: 'account', title: f('account'), width: 190, render: (_: unknown, a: AgentInfo) => <span data-testid="agent-account">{a.bank?.account ?? ''}</span> },
  ];
  return (
    <Card
      title={f('bank')}
      extra={
        canCall(smsEndpoints.saveBankAccount) && (
          <Button type="primary" onClick={() => setChanging(true)} data-testid="agent-bank-change">
            {f('change')}
          </Button>
        )
      }
    >
      <Table<AgentInfo>
        data-testid="agent-info-page"
        rowKey="agentId"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <ChangeBankDialog open={changing} onClose={() => setChanging(false)} />
    </Card>
  );
}

function ChangeBankDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const f = (key: keyof typeof smsScreens.agentInfo) => t(`smsScreens.agentInfo.${key}`);
  return (
    <CodeDialog
      open={open}
      purpose="bank_account"
      title={f('changeTitle')}
      onClose={onClose}
      onConfirm={async ({ accountName, bankName, accountNo, code }) => {
        const answer = await smsApi.saveBank({ accountName: accountName!, bankName: bankName!, accountNo: accountNo!, code });
        message.success(answer.txt);
        await queryClient.invalidateQueries({ queryKey: KEY });
      }}
    >
      <Form.Item name="accountName" label={f('accountName')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={64} data-testid="agent-bank-account-name" />
      </Form.Item>
      <Form.Item name="bankName" label={f('bankName')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={64} data-testid="agent-bank-name" />
      </Form.Item>
      <Form.Item
        name="accountNo"
        label={f('account')}
        extra={f('accountHint')}
        rules={[
          { required: true, message: t('validation.required') },
          {
            validator: async (_, value: string | undefined) => {
              const checked = checkBankAccount(value ?? '');
              if (value && !checked.ok) throw new Error(t(checked.message as 'sms.validation.accountDigits'));
            },
          },
        ]}
      >
        <Input maxLength={40} inputMode="numeric" data-testid="agent-bank-account-no" />
      </Form.Item>
    </CodeDialog>
  );
}
