import { ALERT_ACTIONS, ALERT_STATUSES, type AlertAction, type AlertRow, type AlertRules, type AlertStatus, supervisionEndpoints } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Descriptions, Drawer, Empty, Form, Input, Segmented, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supervisionApi } from '../../api/supervision';
import { useCanCall } from '../../components/access/declared-access';
import type { supervisionScreens } from '../../i18n/zh-CN/supervision';
import { DataTable } from '../../components/table/DataTable';

const PAGE_SIZE = 20;
/** A cluster's days: one, or the first and the last. */
const periodText = (a: { fromDay: string; toDay: string }) => (a.fromDay === a.toDay ? a.fromDay : `${a.fromDay} – ${a.toDay}`);
const STATUS_COLOURS: Record<AlertStatus, string> = { open: 'red', answered: 'orange', closed: 'green' };

/**
 * Outbreak alerts (componentUrl 'supervision/alert'): those the session sees (an authority's area, a
 * kindergarten's own, a group's, a contracted institution's), newest first; an alert's details with its
 * timeline and, while it is open, the children concerned; the kindergarten answers, the authority closes.
 * The list asks again every half minute (alerts are raised by a job within a minute of the checks).
 */
export function AlertPage() {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [status, setStatus] = useState<AlertStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['supervision', 'alerts', status, page],
    queryFn: () => supervisionApi.alerts(page, PAGE_SIZE, status === 'all' ? undefined : status),
    placeholderData: (p) => p,
    // Alerts are raised by the minute's job: the list asks again every half minute, so a new one shows without a reload.
    refetchInterval: 30_000,
  });
  // The rules in force are an area's: an authority reads its own area's; a kindergarten, a group or an
  // institution, whose kindergartens may lie in areas with rules of their own, is shown none rather than defaults that may not hold.
  const canReadRules = canCall(supervisionEndpoints.rulesGet);
  const rules = useQuery({ queryKey: ['supervision', 'rules'], queryFn: () => supervisionApi.rules(), enabled: canReadRules });
  const f = (key: keyof typeof supervisionScreens.alert, values?: Record<string, string | number>) => t(`supervisionScreens.alert.${key}`, values);
  const rulesText = (r: AlertRules) =>
    t('punctuation.labelled', {
      label: f('rules'),
      value: [
        t('supervision.ruleText.fever', { children: String(r.clusterChildren), days: String(r.clusterSchoolDays) }),
        t('supervision.ruleText.finding', { children: String(r.clusterChildren), days: String(r.clusterSchoolDays) }),
        t('supervision.ruleText.sickLeave', { percent: String(r.sickLeavePercent) }),
      ].join(t('punctuation.listSeparator')),
    });
  const ruleOf = (a: Pick<AlertRow, 'rule' | 'finding'>) =>
    a.finding
      ? t('punctuation.aside', { text: t(`supervision.rule.${a.rule}`), detail: t(`supervision.finding.${a.finding as 'hand' | 'mouth'}`) })
      : t(`supervision.rule.${a.rule}`);
  return (
    <Card
      size="small"
      data-testid="supervision-alert-page"
      extra={
        <Segmented
          value={status}
          data-testid="alert-status"
          options={[{ value: 'all', label: f('all') }, ...ALERT_STATUSES.map((s) => ({ value: s, label: t(`supervision.status.${s}`) }))]}
          onChange={(v) => {
            setStatus(v as AlertStatus | 'all');
            setPage(1);
          }}
        />
      }
      title={
        rules.data ? (
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid="alert-rules">
            {rulesText(rules.data.rules)}
          </Typography.Text>
        ) : null
      }
    >
      <DataTable<AlertRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="alerts"
        columns={[
          { key: 'kigName', dataIndex: 'kigName', title: f('kindergarten') },
          { key: 'className', dataIndex: 'className', title: f('className') },
          { key: 'rule', title: f('rule'), render: (_: unknown, a) => ruleOf(a) },
          { key: 'period', title: f('period'), render: (_: unknown, a) => periodText(a) },
          { key: 'children', title: f('children'), render: (_: unknown, a) => f('ofClass', { children: a.children, size: a.classSize }) },
          { key: 'status', dataIndex: 'status', title: f('status'), render: (s: AlertStatus) => <Tag color={STATUS_COLOURS[s]}>{t(`supervision.status.${s}`)}</Tag> },
          { key: 'raisedAt', dataIndex: 'raisedAt', title: f('raisedAt'), render: (at: string) => new Date(at).toLocaleString() },
          {
            key: 'details',
            title: f('details'),
            render: (_: unknown, a) => (
              <Button type="link" size="small" onClick={() => setOpenId(a.id)} data-testid="alert-details">
                {f('details')}
              </Button>
            ),
          },
        ]}
      />
      {openId ? (
        <AlertDrawer
          id={openId}
          onClose={() => setOpenId(null)}
          ruleOf={ruleOf}
          canAnswer={canCall(supervisionEndpoints.alertAnswer)}
          canClose={canCall(supervisionEndpoints.alertClose)}
        />
      ) : null}
    </Card>
  );
}

function AlertDrawer({
  id,
  onClose,
  ruleOf,
  canAnswer,
  canClose,
}: {
  id: string;
  onClose: () => void;
  ruleOf: (a: Pick<AlertRow, 'rule' | 'finding'>) => string;
  canAnswer: boolean;
  canClose: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const f = (key: keyof typeof supervisionScreens.alert) => t(`supervisionScreens.alert.${key}`);
  const detail = useQuery({ queryKey: ['supervision', 'alert', id], queryFn: () => supervisionApi.alert(id) });
  const [answerForm] = Form.useForm<{ actions: AlertAction[]; note?: string }>();
  const [closeForm] = Form.useForm<{ note?: string }>();
  const done = async (text: string) => {
    void message.success(text);
    await queryClient.invalidateQueries({ queryKey: ['supervision'] });
  };
  const answer = useMutation({
    mutationFn: (v: { actions: AlertAction[]; note?: string }) => supervisionApi.answer(id, v.actions, v.note ?? ''),
    onSuccess: () => done(f('answered')),
    onError: (e: Error) => void message.error(e.message),
  });
  const close = useMutation({
    mutationFn: (v: { note?: string }) => supervisionApi.close(id, v.note ?? ''),
    onSuccess: () => done(f('closed')),
    onError: (e: Error) => void message.error(e.message),
  });
  const a = detail.data;
  return (
    <Drawer open width={560} onClose={onClose} title={a ? `${a.kigName} ${a.className}` : ''} data-testid="alert-drawer">
      {a ? (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={f('rule')}>{ruleOf(a)}</Descriptions.Item>
            <Descriptions.Item label={f('period')}>{periodText(a)}</Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <Tag color={STATUS_COLOURS[a.status]} data-testid="alert-status-tag">
                {t(`supervision.status.${a.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={f('childNames')}>
              {a.status === 'closed' ? (
                <Typography.Text type="secondary">{f('namesHidden')}</Typography.Text>
              ) : (
                <Space direction="vertical" size={0}>
                  <span data-testid="alert-children">{a.childNames.join(t('punctuation.listSeparator'))}</span>
                  <Typography.Text type="secondary">{f('childNamesHint')}</Typography.Text>
                </Space>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={f('timeline')}>
            <Timeline
              items={a.timeline.map((e) => ({
                children: (
                  <Space direction="vertical" size={0}>
                    <b>{t(`supervision.event.${e.kind}`)}</b>
                    <span>{new Date(e.at).toLocaleString()}</span>
                    {e.orgName ? <span>{[e.orgName, e.by].filter(Boolean).join(' ')}</span> : null}
                    {e.actions.length ? <span>{e.actions.map((x) => t(`supervision.action.${x}`)).join(t('punctuation.listSeparator'))}</span> : null}
                    {e.note ? <span>{e.note}</span> : null}
                  </Space>
                ),
              }))}
            />
          </Card>
          {canAnswer && a.status !== 'closed' ? (
            <Card size="small" title={f('answer')}>
              <Form form={answerForm} layout="vertical" onFinish={(v) => answer.mutate(v)}>
                <Form.Item name="actions" label={f('actions')} rules={[{ required: true, type: 'array', min: 1, message: f('actionsRequired') }]}>
                  <Checkbox.Group options={ALERT_ACTIONS.map((x) => ({ value: x, label: t(`supervision.action.${x}`) }))} data-testid="alert-actions" />
                </Form.Item>
                <Form.Item name="note" label={f('note')} rules={[{ max: 200 }]}>
                  <Input.TextArea rows={2} maxLength={200} data-testid="alert-answer-note" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={answer.isPending} data-testid="alert-answer">
                  {f('submitAnswer')}
                </Button>
              </Form>
            </Card>
          ) : null}
          {canClose && a.status === 'answered' ? (
            <Card size="small" title={f('close')}>
              <Form form={closeForm} layout="vertical" onFinish={(v) => close.mutate(v)}>
                <Form.Item name="note" label={f('closeNote')} rules={[{ max: 200 }]}>
                  <Input.TextArea rows={2} maxLength={200} data-testid="alert-close-note" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={close.isPending} data-testid="alert-close">
                  {f('submitClose')}
                </Button>
              </Form>
            </Card>
          ) : null}
        </Space>
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}
