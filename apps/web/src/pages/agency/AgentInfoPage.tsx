import { type AgentInfo, checkBankAccount, MOBILE, smsEndpoints } from '@kg/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Card, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { smsApi } from '../../api/sms';
import type { smsScreens } from '../../i18n/zh-CN/sms';
import { useCanCall } from '../../components/access/declared-access';
import { CodeDialog } from '../../components/sms/CodeDialog';
import { DataTable } from '../../components/table/DataTable';

const KEY = ['sms', 'agentInfo'];

/**
 * The agent's functions -> agent info (componentUrl 'agency/agentInfo'): the profile and the bank
 * account, masked; an agent edits its profile, and changes its account and its contact phone with a code
 * sent to its current contact phone. Operations see every agent's.
 */
export function AgentInfoPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const list = useQuery({ queryKey: KEY, queryFn: () => smsApi.agentInfoList() });
  const [changing, setChanging] = useState(false);
  const [editing, setEditing] = useState(false);
  const [phoneChanging, setPhoneChanging] = useState(false);
  const own = list.data?.length === 1 ? list.data[0] : undefined;
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
        <Space wrap>
          {own && canCall(smsEndpoints.saveAgentProfile) && (
            <Button onClick={() => setEditing(true)} data-testid="agent-profile-edit">
              {f('editProfile')}
            </Button>
          )}
          {own && canCall(smsEndpoints.changeAgentPhone) && (
            <Button onClick={() => setPhoneChanging(true)} data-testid="agent-phone-change">
              {f('changePhone')}
            </Button>
          )}
          {canCall(smsEndpoints.saveBankAccount) && (
            <Button type="primary" onClick={() => setChanging(true)} data-testid="agent-bank-change">
              {f('change')}
            </Button>
          )}
        </Space>
      }
    >
      <DataTable<AgentInfo>
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
      {own && <ProfileDialog open={editing} agent={own} onClose={() => setEditing(false)} />}
      <ChangePhoneDialog open={phoneChanging} onClose={() => setPhoneChanging(false)} />
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

/** The agent's own profile: its name, contact person and address (the phone apart: it takes a code). */
function ProfileDialog({ open, agent, onClose }: { open: boolean; agent: AgentInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string; contactName: string; address: string }>();
  const [busy, setBusy] = useState(false);
  const f = (key: keyof typeof smsScreens.agentInfo) => t(`smsScreens.agentInfo.${key}`);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await smsApi.saveProfile({ name: values.name, contactName: values.contactName || null, address: values.address || null });
      message.success(f('profileDone'));
      await queryClient.invalidateQueries({ queryKey: KEY });
      onClose();
    } catch (error) {
      message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={f('editProfileTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'agent-profile-save' } as ButtonProps}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ name: agent.name, contactName: agent.contactName ?? '', address: agent.address ?? '' }}>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input maxLength={64} data-testid="agent-profile-name" />
        </Form.Item>
        <Form.Item name="contactName" label={f('contactName')}>
          <Input maxLength={32} data-testid="agent-profile-contact" />
        </Form.Item>
        <Form.Item name="address" label={f('address')}>
          <Input maxLength={200} data-testid="agent-profile-address" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The agent's contact phone, changed with a code sent to the current one. */
function ChangePhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const f = (key: keyof typeof smsScreens.agentInfo) => t(`smsScreens.agentInfo.${key}`);
  return (
    <CodeDialog
      open={open}
      purpose="agent_phone"
      title={f('changePhoneTitle')}
      onClose={onClose}
      onConfirm={async ({ phone, code }) => {
        const answer = await smsApi.changeAgentPhone(phone!, code);
        message.success(t('smsScreens.agentInfo.phoneDone', { phone: answer.data.contactPhone ?? '' }));
        await queryClient.invalidateQueries({ queryKey: KEY });
        await queryClient.invalidateQueries({ queryKey: ['sms', 'checkMobile'] });
      }}
    >
      <Form.Item
        name="phone"
        label={f('newPhone')}
        rules={[
          { required: true, message: f('phoneFormat') },
          { pattern: MOBILE, message: f('phoneFormat') },
        ]}
      >
        <Input maxLength={11} inputMode="tel" data-testid="agent-phone-new" />
      </Form.Item>
    </CodeDialog>
  );
}
