import { ALERT_RULE_BOUNDS, type AlertRuleField, type AlertRules, supervisionEndpoints } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, InputNumber, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { supervisionApi } from '../../api/supervision';
import { useCanCall } from '../../components/access/declared-access';
import { AreaName, useAreaName } from '../../components/resource/AreaName';
import type { supervisionScreens } from '../../i18n/zh-CN/supervision';

const FIELDS: AlertRuleField[] = ['clusterChildren', 'clusterSchoolDays', 'sickLeavePercent'];

/**
 * An authority's outbreak rules (componentUrl 'supervision/rules'): the rules in force in its area and
 * where they come from (its own, an enclosing area's, the defaults); with the edit button's permission it
 * sets its area's own, within the bounds the server checks too, at the version it read (a 409 says
 * someone of the same area saved meanwhile: the page reads them again). An area with its own rules may
 * drop them, once confirmed: the page then shows the rules now in force and where they come from.
 */
export function RulesPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canSave = useCanCall()(supervisionEndpoints.rulesSave);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AlertRules>();
  const rules = useQuery({ queryKey: ['supervision', 'rules'], queryFn: () => supervisionApi.rules() });
  const sourceAreaName = useAreaName(rules.data?.sourceAreaCode);
  const f = (key: keyof typeof supervisionScreens.rules, values?: Record<string, string | number>) => t(`supervisionScreens.rules.${key}`, values);
  useEffect(() => {
    if (rules.data) form.setFieldsValue(rules.data.rules);
  }, [rules.data, form]);
  const save = useMutation({
    mutationFn: (v: AlertRules) => supervisionApi.saveRules(v, rules.data?.updatedAt ?? null),
    onSuccess: (saved) => {
      queryClient.setQueryData(['supervision', 'rules'], saved);
      void message.success(f('saved'));
    },
    onError: (error: Error) => {
      if (isApiError(error) && error.fieldErrors.length) form.setFields(error.fieldErrors.map((e) => ({ name: e.field as AlertRuleField, errors: [e.message] })));
      else void message.error(error.message);
      if (isApiError(error) && error.code === 409) void rules.refetch();
    },
  });
  const drop = useMutation({
    mutationFn: (current: { areaCode: string; updatedAt: string }) => supervisionApi.deleteRules(current.areaCode, current.updatedAt),
    onSuccess: (now) => {
      queryClient.setQueryData(['supervision', 'rules'], now);
      form.setFieldsValue(now.rules);
      void message.success(f('dropped'));
    },
    onError: (error: Error) => {
      void message.error(error.message);
      if (isApiError(error) && (error.code === 409 || error.code === 404)) void rules.refetch();
    },
  });
  const confirmDrop = (current: { areaCode: string; updatedAt: string }) =>
    modal.confirm({
      title: f('dropTitle'),
      content: f('dropConfirm'),
      okText: f('drop'),
      okButtonProps: { danger: true, 'data-testid': 'rules-drop-confirm' },
      cancelText: f('cancel'),
      onOk: () => drop.mutateAsync(current).catch(() => undefined),
    });
  const watched = Form.useWatch([], form) as Partial<AlertRules> | undefined;
  const data = rules.data;
  if (!data) return <Card size="small">{rules.isError ? <Typography.Text type="danger">{rules.error.message}</Typography.Text> : <Skeleton active />}</Card>;
  const source = data.source === 'own' ? f('sourceOwn') : data.source === 'area' ? f('sourceArea', { name: sourceAreaName }) : f('sourceDefault');
  const shown = { ...data.rules, ...watched };
  const ruleTexts = [
    t('supervision.ruleText.fever', { children: String(shown.clusterChildren), days: String(shown.clusterSchoolDays) }),
    t('supervision.ruleText.finding', { children: String(shown.clusterChildren), days: String(shown.clusterSchoolDays) }),
    t('supervision.ruleText.sickLeave', { percent: String(shown.sickLeavePercent) }),
  ];
  return (
    <Card size="small" title={f('title')} style={{ maxWidth: 720 }} data-testid="supervision-rules-page">
      <Typography.Paragraph type="secondary">{f('hint')}</Typography.Paragraph>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={f('area')}>
          <span data-testid="rules-area">{data.areaCode ? <AreaName code={data.areaCode} /> : '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={f('source')}>
          <span data-testid="rules-source">{source}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form<AlertRules> form={form} layout="vertical" disabled={!canSave} onFinish={(v) => save.mutate(v)} initialValues={data.rules}>
        {FIELDS.map((field) => {
          const { min, max } = ALERT_RULE_BOUNDS[field];
          const bounds = t(`supervision.rules.bounds.${field}`);
          return (
            <Form.Item
              key={field}
              name={field}
              label={f(field)}
              extra={f('defaults', { value: data.defaults[field] })}
              rules={[{ required: true, type: 'integer', min, max, message: bounds }]}
            >
              <InputNumber precision={0} style={{ width: 160 }} data-testid={`rules-${field}`} />
            </Form.Item>
          );
        })}
        <Typography.Paragraph data-testid="rules-preview">
          <Typography.Text type="secondary">{t('punctuation.labelled', { label: f('preview'), value: '' })}</Typography.Text>
          {ruleTexts.map((text) => (
            <span key={text} style={{ display: 'block' }}>
              {text}
            </span>
          ))}
        </Typography.Paragraph>
        {canSave ? (
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="rules-save">
              {f('save')}
            </Button>
            {data.source === 'own' && data.updatedAt ? (
              <Button danger loading={drop.isPending} onClick={() => confirmDrop({ areaCode: data.areaCode, updatedAt: data.updatedAt! })} data-testid="rules-drop">
                {f('drop')}
              </Button>
            ) : null}
          </Space>
        ) : (
          <Typography.Text type="secondary">{f('readOnly')}</Typography.Text>
        )}
      </Form>
    </Card>
  );
}
