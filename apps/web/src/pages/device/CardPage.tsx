import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { type CardHolder, deviceEndpoints, organizationEntity, PERSON_KINDS, type PersonKind } from '@kg/domain';
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Select, Spin, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../api/auth';
import { type CardQuery, deviceApi, deviceKeys } from '../../api/device';
import { useCanCall } from '../../components/access/declared-access';
import { LabeledControl } from '../../components/LabeledControl';
import { LoadError } from '../../components/LoadError';
import { usePagedList } from '../../components/report/usePagedList';
import { RefSelect } from '../../components/resource/RefSelect';
import { type RowAction, RowActions } from '../../components/resource/RowActions';
import { KINDERGARTEN_OPTIONS, kindergartenScope } from '../../components/report/report-scope';
import { CardBindModal, PERSON_KIND_KEYS } from './CardBindModal';
import { useUnbindCard } from './useBindCard';
import { DataTable } from '../../components/table/DataTable';

interface SearchValues {
  personKind?: PersonKind;
  keyword?: string;
  bound?: 'bound' | 'unbound';
}

type Filters = Pick<CardQuery, 'personKind' | 'keyword' | 'bound'>;

function filtersOf(values: SearchValues): Filters {
  const keyword = values.keyword?.trim();
  return {
    personKind: values.personKind,
    keyword: keyword || undefined,
    bound: values.bound === undefined ? undefined : values.bound === 'bound',
  };
}

/**
 * Device management -> Cards: the card number of each child and staff member of the kindergarten,
 * bound, changed or unbound in place. A group account picks the kindergarten first.
 */
export function CardPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const scope = kindergartenScope(user);
  const [kigId, setKigId] = useState<string | null>(null);
  if (!scope) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const picker = scope.kind === 'group' && (
    <Card size="small">
      <LabeledControl label={t('device.card.kindergarten')} gap={12}>
        {(id) => (
          <div style={{ width: 320 }}>
            <RefSelect
              id={id}
              target={organizationEntity}
              filters={KINDERGARTEN_OPTIONS}
              value={kigId}
              onChange={(value) => setKigId(typeof value === 'string' && value ? value : null)}
              placeholder={t('device.card.pickKindergarten')}
              data-testid="kindergarten-select"
            />
          </div>
        )}
      </LabeledControl>
    </Card>
  );
  return (
    <Flex vertical gap={16} data-testid="card-page">
      {picker}
      {scope.kind === 'group' && !kigId ? (
        <Card>
          <Empty description={t('device.card.pickKindergarten')} />
        </Card>
      ) : (
        <CardList key={kigId ?? 'own'} kigId={scope.kind === 'group' ? (kigId ?? undefined) : undefined} />
      )}
    </Flex>
  );
}

function CardList({ kigId }: { kigId: string | undefined }) {
  const { t } = useTranslation();
  const canCall = useCanCall();
  const [form] = Form.useForm<SearchValues>();
  const [binding, setBinding] = useState<CardHolder | null>(null);
  const unbind = useUnbindCard();
  const bodyOf = ({ filters, pageNumber, pageSize }: { filters: Filters; pageNumber: number; pageSize: number }): CardQuery => ({ kigId, ...filters, pageNumber, pageSize });
  const list = usePagedList({
    filters: {} as Filters,
    queryKey: (state) => deviceKeys.cards(bodyOf(state)),
    fetch: (state, signal) => deviceApi.cards(bodyOf(state), signal),
  });
  const { query } = list;
  const mayBind = canCall(deviceEndpoints.bindCard);

  const actionsOf = (holder: CardHolder): RowAction[] => {
    if (!mayBind) return [];
    if (!holder.cardNo) return [{ key: 'bindCard', label: t('device.card.bind'), onClick: () => setBinding(holder) }];
    return [
      { key: 'changeCard', label: t('device.card.change'), onClick: () => setBinding(holder) },
      {
        key: 'unbindCard',
        label: t('device.card.unbind'),
        danger: true,
        confirm: t('device.card.unbindConfirm', { name: holder.name, cardNo: holder.cardNo }),
        onClick: () => unbind.mutateAsync(holder).catch(() => undefined),
      },
    ];
  };

  const columns: TableProps<CardHolder>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('device.card.name') },
    {
      key: 'personKind',
      dataIndex: 'personKind',
      title: t('device.card.personKind'),
      width: 110,
      render: (kind: PersonKind) => <Tag>{t(PERSON_KIND_KEYS[kind])}</Tag>,
    },
    { key: 'groupName', dataIndex: 'groupName', title: t('device.card.groupName'), render: (v: string | null) => v || '-' },
    {
      key: 'cardNo',
      dataIndex: 'cardNo',
      title: t('device.card.cardNo'),
      render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : <Tag>{t('device.card.none')}</Tag>),
    },
    ...(mayBind
      ? [
          {
            key: '_actions',
            title: t('resource.table.actions'),
            width: 160,
            render: (_: unknown, holder: CardHolder) => <RowActions actions={actionsOf(holder)} />,
          },
        ]
      : []),
  ];

  const reset = () => {
    form.resetFields();
    list.search({});
  };

  return (
    <>
      <Card size="small">
        <Form<SearchValues> form={form} layout="vertical" name="card-search" onFinish={(values) => list.search(filtersOf(values))} data-testid="card-search-form">
          <Row gutter={16}>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="personKind" label={t('device.card.personKind')} style={{ marginBottom: 12 }}>
                <Select
                  allowClear
                  placeholder={t('resource.search.selectPlaceholder')}
                  options={PERSON_KINDS.map((kind) => ({ value: kind, label: t(PERSON_KIND_KEYS[kind]) }))}
                  data-testid="card-search-kind"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="keyword" label={t('device.card.keyword')} style={{ marginBottom: 12 }}>
                <Input allowClear maxLength={32} placeholder={t('resource.search.inputPlaceholder')} data-testid="card-search-keyword" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="bound" label={t('device.card.bound')} style={{ marginBottom: 12 }}>
                <Select
                  allowClear
                  placeholder={t('resource.search.selectPlaceholder')}
                  options={[
                    { value: 'bound', label: t('device.card.bindState.bound') },
                    { value: 'unbound', label: t('device.card.bindState.unbound') },
                  ]}
                  data-testid="card-search-bound"
                />
              </Form.Item>
            </Col>
            <Col flex="auto">
              <Flex justify="flex-end" align="flex-end" gap={8} style={{ height: '100%', paddingBottom: 12 }}>
                <Button icon={<ReloadOutlined />} onClick={reset} data-testid="card-search-reset">
                  {t('resource.actions.reset')}
                </Button>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={query.isFetching} data-testid="card-search-submit">
                  {t('resource.actions.search')}
                </Button>
              </Flex>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title={t('device.card.title')}>
        <DataTable<CardHolder>
          rowKey={(holder) => `${holder.personKind}-${holder.personId}`}
          size="middle"
          columns={columns}
          dataSource={query.data?.records ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          onChange={list.onTableChange}
          pagination={list.pagination}
          locale={{
            emptyText: query.isError ? (
              <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.table.empty')} />
            ),
          }}
          data-testid="card-table"
        />
      </Card>
      <CardBindModal holder={binding} onClose={() => setBinding(null)} />
    </>
  );
}
