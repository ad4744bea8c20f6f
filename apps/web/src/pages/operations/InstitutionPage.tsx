import {
  APP_TYPES,
  type ContractState,
  type InstitutionAccount,
  type InstitutionContract,
  type InstitutionOpen,
  type InstitutionRow,
  institutionEndpoints,
  isAppType,
} from '@kg/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Card, Drawer, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { institutionApi, institutionKeys } from '../../api/institution';
import { useCanCall } from '../../components/access/declared-access';
import { applyFieldErrors } from '../../components/form/apply-field-errors';
import { LabeledControl } from '../../components/LabeledControl';
import { LoadError } from '../../components/LoadError';
import { type OnceSecret, OnceSecretModal } from '../../components/OnceSecretModal';
import { DownloadButton } from '../../components/report/DownloadButton';
import { useReportParam } from '../../components/report/useReportParams';
import { AreaCascader } from '../../components/resource/AreaCascader';
import { AreaName } from '../../components/resource/AreaName';
import { RowActions } from '../../components/resource/RowActions';
import { DataTable } from '../../components/table/DataTable';
import { translateKey } from '../../i18n';

/** A contract's state as a coloured tag: running green, not begun blue, ended plain, disabled red. */
const STATE_COLORS: Record<ContractState, string | undefined> = { running: 'green', upcoming: 'blue', ended: undefined, disabled: 'red' };

// Computed keys: translateKey, because the typed `t` gives up on the grown dictionary (TS2589).
const stateLabel = (state: ContractState) => translateKey(`institution.state.${state}`);
const appTypeLabel = (appType: number) => (isAppType(appType) ? translateKey(`appType.${APP_TYPES[appType].key}`) : String(appType));

/**
 * Operations -> Medical institutions (componentUrl 'operations/institution', issue 18): the platform's
 * institutions with their expert groups, accounts and the kindergartens they serve; an institution's
 * contracts and its accounts in drawers (the one opened in the address, `?contracts=` or `?experts=`);
 * a new institution opened with its first account, whose password the server made is shown once.
 */
export function InstitutionPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [name, setName] = useState('');
  const [opening, setOpening] = useState(false);
  const [secret, setSecret] = useState<OnceSecret | null>(null);
  const [contractsOf, setContractsOf] = useReportParam('contracts');
  const [expertsOf, setExpertsOf] = useReportParam('experts');
  const list = useQuery({ queryKey: institutionKeys.list(name), queryFn: ({ signal }) => institutionApi.list(name, signal), placeholderData: keepPreviousData });
  const rows = list.data ?? [];
  const nameOf = (id: string | undefined) => rows.find((r) => r.id === id)?.name ?? '';
  return (
    <Flex vertical gap={16} data-testid="ops-institutions-page">
      <Card size="small">
        <Flex gap={16} wrap align="end" justify="space-between">
          <LabeledControl label={t('opsInstitutions.search')}>
            {(id) => <Input.Search id={id} allowClear onSearch={(v) => setName(v.trim())} style={{ width: 240 }} data-testid="ops-institutions-search" />}
          </LabeledControl>
          <Flex gap={8} wrap>
            {canCall(institutionEndpoints.open) && (
              <Button type="primary" onClick={() => setOpening(true)} data-testid="ops-institutions-open">
                {t('opsInstitutions.open')}
              </Button>
            )}
            {canCall(institutionEndpoints.export) && (
              <DownloadButton fetch={(onProgress) => institutionApi.export(name, onProgress)} fallbackName={`${t('institution.fileName')}.xlsx`} testId="ops-institutions-export" />
            )}
          </Flex>
        </Flex>
      </Card>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <DataTable<InstitutionRow>
          rowKey="id"
          loading={list.isLoading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('opsInstitutions.noInstitutions') }}
          data-testid="ops-institutions-table"
          columns={[
            { key: 'code', title: t('institution.code'), dataIndex: 'code' },
            { key: 'name', title: t('institution.name'), dataIndex: 'name' },
            { key: 'area', title: t('institution.area'), render: (_, r) => (r.areaCode ? <AreaName code={r.areaCode} /> : '') },
            { key: 'contactName', title: t('institution.contactName'), render: (_, r) => r.contactName ?? '' },
            { key: 'contactPhone', title: t('institution.contactPhone'), render: (_, r) => r.contactPhone ?? '' },
            {
              key: 'status',
              title: t('institution.status'),
              render: (_, r) => <Tag color={r.status === 'enabled' ? 'green' : undefined}>{t(`status.${r.status}`)}</Tag>,
            },
            { key: 'expertGroups', title: t('institution.expertGroups'), dataIndex: 'expertGroups', align: 'right' },
            { key: 'accounts', title: t('institution.accounts'), dataIndex: 'accounts', align: 'right' },
            {
              key: 'runningKigs',
              title: t('institution.runningKigs'),
              align: 'right',
              render: (_, r) => <span data-testid="ops-institution-running">{r.runningKigs}</span>,
            },
            { key: 'contracts', title: t('institution.contracts'), dataIndex: 'contracts', align: 'right' },
            {
              key: 'actions',
              title: t('resource.table.actions'),
              render: (_, r) => (
                <RowActions
                  actions={[
                    { key: 'contracts', label: t('opsInstitutions.actions.contracts'), onClick: () => setContractsOf(r.id) },
                    { key: 'experts', label: t('opsInstitutions.actions.experts'), onClick: () => setExpertsOf(r.id) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
      <Drawer
        open={!!contractsOf}
        onClose={() => setContractsOf(undefined)}
        size="large"
        title={t('opsInstitutions.contractsTitle', { name: nameOf(contractsOf) })}
        destroyOnHidden
        data-testid="ops-institution-contracts"
      >
        {contractsOf && <Contracts institutionId={contractsOf} />}
      </Drawer>
      <Drawer
        open={!!expertsOf}
        onClose={() => setExpertsOf(undefined)}
        size="large"
        title={t('opsInstitutions.expertsTitle', { name: nameOf(expertsOf) })}
        destroyOnHidden
        data-testid="ops-institution-experts"
      >
        {expertsOf && <Accounts institutionId={expertsOf} />}
      </Drawer>
      <OpenModal
        open={opening}
        onClose={() => setOpening(false)}
        onOpened={(opened) => {
          setOpening(false);
          setSecret(opened);
        }}
      />
      <OnceSecretModal value={secret} onClose={() => setSecret(null)} />
    </Flex>
  );
}

/** An institution's contracts with kindergartens, each with where it stands today. */
function Contracts({ institutionId }: { institutionId: string }) {
  const { t } = useTranslation();
  const contracts = useQuery({ queryKey: institutionKeys.contracts(institutionId), queryFn: ({ signal }) => institutionApi.contracts(institutionId, signal) });
  if (contracts.isError) return <LoadError error={contracts.error} onRetry={() => void contracts.refetch()} retrying={contracts.isFetching} />;
  return (
    <DataTable<InstitutionContract>
      rowKey="id"
      size="small"
      loading={contracts.isLoading}
      dataSource={contracts.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('opsInstitutions.noContracts') }}
      data-testid="ops-institution-contracts-table"
      columns={[
        { key: 'kigCode', title: t('institution.kigCode'), dataIndex: 'kigCode' },
        { key: 'kigName', title: t('institution.kigName'), dataIndex: 'kigName' },
        { key: 'beginDate', title: t('institution.beginDate'), dataIndex: 'beginDate' },
        { key: 'endDate', title: t('institution.endDate'), dataIndex: 'endDate' },
        {
          key: 'state',
          title: t('institution.status'),
          render: (_, r) => (
            <Tag color={STATE_COLORS[r.state]} data-testid="ops-institution-contract-state">
              {stateLabel(r.state)}
            </Tag>
          ),
        },
        { key: 'note', title: t('opsInstitutions.columns.note'), dataIndex: 'note' },
      ]}
    />
  );
}

/** The accounts of an institution and of its expert groups. */
function Accounts({ institutionId }: { institutionId: string }) {
  const { t } = useTranslation();
  const accounts = useQuery({ queryKey: institutionKeys.experts(institutionId), queryFn: ({ signal }) => institutionApi.experts(institutionId, signal) });
  if (accounts.isError) return <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  return (
    <DataTable<InstitutionAccount>
      rowKey="id"
      size="small"
      loading={accounts.isLoading}
      dataSource={accounts.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('opsInstitutions.noAccounts') }}
      data-testid="ops-institution-accounts-table"
      columns={[
        { key: 'userName', title: t('opsInstitutions.columns.userName'), dataIndex: 'userName' },
        { key: 'nickName', title: t('opsInstitutions.columns.nickName'), dataIndex: 'nickName' },
        {
          key: 'org',
          title: t('opsInstitutions.columns.org'),
          render: (_, r) => (
            <Flex gap={4} align="center" wrap={false}>
              <span>{r.orgName}</span>
              <Tag>{t(`orgKind.${r.orgKind}`)}</Tag>
            </Flex>
          ),
        },
        { key: 'system', title: t('opsInstitutions.columns.system'), render: (_, r) => appTypeLabel(r.appType) },
        {
          key: 'status',
          title: t('institution.status'),
          render: (_, r) => <Tag color={r.status === 'enabled' ? 'green' : undefined}>{t(`status.${r.status}`)}</Tag>,
        },
      ]}
    />
  );
}

interface OpenValues {
  name: string;
  code: string;
  areaCode: string | null;
  contactName: string;
  contactPhone: string;
  userName: string;
}

const EMPTY: OpenValues = { name: '', code: '', areaCode: null, contactName: '', contactPhone: '', userName: '' };

/**
 * Opens a medical institution with its first account: the server's refusals (a code or a user name
 * taken, a format) under their fields; once opened, the list reads again and the password is shown.
 */
function OpenModal({ open, onClose, onOpened }: { open: boolean; onClose: () => void; onOpened: (secret: OnceSecret) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OpenValues>();
  const submit = useMutation({
    mutationFn: (v: OpenValues) => {
      const body: InstitutionOpen = {
        name: v.name.trim(),
        code: v.code.trim(),
        areaCode: v.areaCode ?? '',
        contactName: v.contactName.trim(),
        contactPhone: v.contactPhone.trim(),
        userName: v.userName.trim(),
      };
      return institutionApi.open(body);
    },
    onSuccess: ({ data, txt }, v) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: institutionKeys.all });
      onOpened({
        title: t('opsInstitutions.passwordTitle', { name: v.name.trim() }),
        label: t('opsInstitutions.passwordOf', { userName: v.userName.trim() }),
        secret: data.password,
        testId: 'ops-institution-password',
      });
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      if (!applyFieldErrors(form, error.fieldErrors)) void message.error(error.txt);
    },
  });
  const f = (key: keyof OpenValues) => t(`opsInstitutions.form.${key === 'areaCode' ? 'area' : key}`);
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];
  return (
    <Modal
      open={open}
      title={t('opsInstitutions.form.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('opsInstitutions.form.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: submit.isPending, 'data-testid': 'ops-institution-open-submit' } as ButtonProps}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="ops-institution-open"
    >
      <Typography.Paragraph type="secondary">{t('opsInstitutions.form.hint')}</Typography.Paragraph>
      <Form<OpenValues> form={form} name="institution-open" layout="vertical" preserve={false} initialValues={EMPTY} onFinish={(v) => submit.mutate(v)}>
        <Form.Item name="name" label={f('name')} rules={required}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="code" label={f('code')} rules={required}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="areaCode" label={f('areaCode')} rules={[{ required: true, message: t('validation.required') }]}>
          <AreaCascader />
        </Form.Item>
        <Form.Item name="contactName" label={f('contactName')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="contactPhone" label={f('contactPhone')}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        <Form.Item name="userName" label={f('userName')} rules={required}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
