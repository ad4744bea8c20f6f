import { AUTHORITY_KINDS, type AuthorityKind } from '@kg/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supervisionApi } from '../../api/supervision';
import { AreaCascader } from '../../components/resource/AreaCascader';
import type { supervisionScreens } from '../../i18n/zh-CN/supervision';

interface AuthorityForm {
  name: string;
  code: string;
  authorityKind: AuthorityKind;
  areaCode: string;
  userName: string;
}

/**
 * Operations open a supervision account (componentUrl 'supervision/authority'): an education bureau or a
 * health authority bound to a province, city or district, with its first account; the password the
 * server made is shown once.
 */
export function AuthorityPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AuthorityForm>();
  const [password, setPassword] = useState<string | null>(null);
  const f = (key: keyof typeof supervisionScreens.authority) => t(`supervisionScreens.authority.${key}`);
  const required = [{ required: true, message: f('required') }];
  const create = useMutation({
    mutationFn: (v: AuthorityForm) => supervisionApi.createAuthority(v),
    onSuccess: (created) => {
      setPassword(created.password);
      form.resetFields();
    },
    onError: (e: Error) => void message.error(e.message),
  });
  return (
    <Card size="small" title={f('title')} style={{ maxWidth: 640 }} data-testid="supervision-authority-page">
      <Typography.Paragraph type="secondary">{f('hint')}</Typography.Paragraph>
      {password ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="authority-created"
          message={f('created')}
          description={<Typography.Text copyable>{password}</Typography.Text>}
        />
      ) : null}
      <Form<AuthorityForm> form={form} layout="vertical" onFinish={(v) => create.mutate(v)} initialValues={{ authorityKind: 'education' }}>
        <Form.Item name="name" label={f('name')} rules={required}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="code" label={f('code')} rules={required}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="authorityKind" label={f('kind')} rules={required}>
          <Select options={AUTHORITY_KINDS.map((k) => ({ value: k, label: t(`supervision.authorityKind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="areaCode" label={f('area')} rules={required}>
          <AreaCascader />
        </Form.Item>
        <Form.Item name="userName" label={f('userName')} rules={required}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {f('submit')}
        </Button>
      </Form>
    </Card>
  );
}
