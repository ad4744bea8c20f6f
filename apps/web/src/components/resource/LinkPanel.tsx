import { PlusOutlined } from '@ant-design/icons';
import { type AnyEntity, type LinkDef, linkPermission, linkSides } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { linkApi, linkQueryKeys } from '../../api/link-api';
import type { ResourceRecord } from '../../api/resource-api';
import { useCan } from '../access/access-context';
import { LinkFieldInput, linkFieldLabel, linkFieldValue, othersTitle, sideEntity } from './link-values';
import { RefSelect } from './RefSelect';

export interface LinkPanelProps {
  link: LinkDef;
  /** The entity of the row shown. */
  entity: AnyEntity;
  record: ResourceRecord;
}

/**
 * A row's links in its detail (a parent's children, a child's parents): each with the link's own
 * fields, linked to another row of the same kindergarten with its fields chosen, unlinked after a
 * confirmation. Reading needs the link's view code, changing it the edit code.
 */
export function LinkPanel({ link, entity, record }: LinkPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const queryClient = useQueryClient();
  const sides = linkSides(link, entity.name)!;
  const otherEntity = sideEntity(sides.other.entity);
  const api = linkApi(link);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const mayEdit = can(linkPermission(link, 'edit'));
  const title = othersTitle(link, entity.name);

  const query = useQuery({
    queryKey: linkQueryKeys.list(link, sides.own, [record.id]),
    queryFn: ({ signal }) => api.list(sides.own, [record.id], signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: linkQueryKeys.all(link) });
  const onError = (error: unknown) => void message.error(isApiError(error) ? error.txt : t('common.network.offline'));

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => api.save({ ...values, [sides.own.key]: record.id }),
    onSuccess: ({ txt }) => {
      void message.success(txt);
      setAdding(false);
      form.resetFields();
      void refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 400) {
        form.setFields(error.fieldErrors.map((e) => ({ name: e.field, errors: [e.message] })));
      } else onError(error);
    },
  });
  const remove = useMutation({
    mutationFn: (otherId: string) => api.remove({ [sides.own.key]: record.id, [sides.other.key]: otherId }),
    onSuccess: ({ txt }) => {
      void message.success(txt);
      void refresh();
    },
    onError,
  });

  const ownLabel = String(record[entity.labelField] ?? '');
  const kigId = typeof record.kigId === 'string' ? record.kigId : undefined;

  return (
    <Card
      size="small"
      title={title}
      style={{ marginTop: 16 }}
      extra={
        mayEdit && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid={`link-add-${link.name}`}>
            {t('resource.link.add', { others: title })}
          </Button>
        )
      }
      data-testid={`link-panel-${link.name}`}
    >
      <List
        size="small"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.link.none', { others: title })} /> }}
        renderItem={(item) => {
          const otherId = String(item[sides.other.key]);
          const otherLabel = item._labels[sides.other.key] ?? '';
          return (
            <List.Item
              data-testid="link-item"
              actions={
                mayEdit
                  ? [
                      <Popconfirm
                        key="remove"
                        title={t('resource.link.removeConfirm', { own: ownLabel, other: otherLabel })}
                        okText={t('resource.actions.confirm')}
                        cancelText={t('common.actions.cancel')}
                        okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
                        onConfirm={() => remove.mutateAsync(otherId).catch(() => undefined)}
                      >
                        <Button type="link" size="small" danger data-testid="link-remove">
                          {t('resource.link.remove')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Space wrap>
                <Typography.Text strong>{otherLabel}</Typography.Text>
                {Object.keys(link.fields).map((name) => (
                  <Typography.Text key={name} type="secondary">
                    {linkFieldValue(link, name, item)}
                  </Typography.Text>
                ))}
              </Space>
            </List.Item>
          );
        }}
      />
      <Modal
        open={adding}
        title={t('resource.link.addTitle', { others: title })}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        okText={t('resource.actions.save')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ loading: save.isPending, 'data-testid': 'link-save' }}
        destroyOnHidden
        data-testid="link-form"
      >
        <Form form={form} layout="vertical" name={`${link.name}-form`} onFinish={(values) => save.mutate(values)}>
          <Form.Item name={sides.other.key} label={title} rules={[{ required: true, message: t('validation.required') }]}>
            <RefSelect target={otherEntity} filters={kigId ? { kigId } : undefined} />
          </Form.Item>
          {Object.entries(link.fields).map(([name, f]) => (
            <Form.Item key={name} name={name} label={linkFieldLabel(link, name)} rules={f.required ? [{ required: true, message: t('validation.required') }] : []}>
              <LinkFieldInput link={link} name={name} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </Card>
  );
}

/** The panels of every link an entity is a side of that the session may read. */
export function LinkPanels({ entity, record, links }: { entity: AnyEntity; record: ResourceRecord; links: readonly LinkDef[] }) {
  const can = useCan();
  const readable = links.filter((l) => can(linkPermission(l, 'view')));
  if (readable.length === 0) return null;
  return (
    <Flex vertical>
      {readable.map((l) => (
        <LinkPanel key={l.name} link={l} entity={entity} record={record} />
      ))}
    </Flex>
  );
}
