import { APP_TYPES, isAppType, menuEntity, roleEntity } from '@kg/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { resourceKeys } from '../../api/resource-api';
import { type AuthorizationNode, type RoleAuthorization, roleAuthorizationQuery, systemApi } from '../../api/system';
import { useConflictPrompt } from '../../components/form/useConflictPrompt';
import { LoadError } from '../../components/LoadError';
import { enumLabel } from '../../components/resource/labels';
import { RefSelect } from '../../components/resource/RefSelect';
import { translateKey } from '../../i18n';
import { checkNode, displayKeys, indexTree, initialChecked, sameSelection, selectedIds, uncheckNode } from './authorization-tree';

const KIND_COLORS: Record<AuthorizationNode['kind'], string> = { directory: 'gold', page: 'blue', button: 'green' };

/**
 * System management -> Authorization (componentUrl 'system/authorization'): choose a role, then tick
 * the directories, pages and buttons of its system that it grants. `?roleId=` preselects a role.
 */
export function AuthorizationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const query = useQuery({ ...roleAuthorizationQuery(roleId), enabled: Boolean(roleId) });

  const chooseRole = (next: string | string[] | null | undefined) => {
    setParams(typeof next === 'string' && next ? { roleId: next } : {}, { replace: true });
  };

  return (
    <Flex vertical gap={16} data-testid="authorization-page">
      <Card size="small">
        <Form layout="inline">
          <Form.Item label={t('system.authorization.role')} htmlFor="authorization-role" style={{ minWidth: 360 }}>
            <RefSelect
              id="authorization-role"
              target={roleEntity}
              value={roleId || null}
              onChange={chooseRole}
              placeholder={t('system.authorization.rolePlaceholder')}
              data-testid="authorization-role"
            />
          </Form.Item>
          {query.data && isAppType(query.data.appType) && (
            <Form.Item label={t('system.authorization.system')}>
              <Tag color="blue">{translateKey(`appType.${APP_TYPES[query.data.appType].key}`)}</Tag>
            </Form.Item>
          )}
        </Form>
      </Card>
      <Card>
        {!roleId ? (
          <Empty description={t('system.authorization.pickRole')} />
        ) : query.isPending ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          // A fresh editor per role and per load, so its state starts from what the server holds.
          <AuthorizationEditor key={`${roleId}:${query.dataUpdatedAt}`} data={query.data} />
        )}
      </Card>
    </Flex>
  );
}

function AuthorizationEditor({ data }: { data: RoleAuthorization }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const conflict = useConflictPrompt();
  const queryClient = useQueryClient();
  const index = useMemo(() => indexTree(data.tree), [data.tree]);
  const stored = useMemo(() => initialChecked(index, data.menuIds), [index, data.menuIds]);
  const [checked, setChecked] = useState<Set<string>>(stored);
  const allParents = useMemo(() => index.order.filter((id) => (index.children.get(id) ?? []).length > 0), [index]);
  const [expanded, setExpanded] = useState<string[]>(allParents);
  const dirty = !sameSelection(checked, stored);

  const save = useMutation({
    mutationFn: () => systemApi.authorizeRole(data.roleId, data.updatedAt, selectedIds(index, checked)),
    onSuccess: ({ txt }) => {
      void message.success(txt || t('resource.done'));
      void queryClient.invalidateQueries({ queryKey: roleAuthorizationQuery(data.roleId).queryKey });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(roleEntity) });
    },
    onError: (error) => {
      if (!isApiError(error)) return void message.error(t('common.network.offline'));
      // Changed meanwhile (another page saved it): reloading starts the editor again from the stored menus.
      if (error.code === 409) return void conflict(error.txt, () => queryClient.invalidateQueries({ queryKey: roleAuthorizationQuery(data.roleId).queryKey }));
      void message.error(error.txt);
    },
  });

  const treeData = useMemo(() => {
    const toNode = (node: AuthorizationNode): TreeDataNode => ({
      key: node.id,
      title: (
        <Space size={8} data-testid="authorization-node" data-menu-id={node.id}>
          <span>{node.name}</span>
          <Tag color={KIND_COLORS[node.kind]} style={{ marginInlineEnd: 0 }}>
            {enumLabel(menuEntity, 'kind', node.kind)}
          </Tag>
          {node.permission && (
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {node.permission}
            </Typography.Text>
          )}
        </Space>
      ),
      children: node.children.map(toNode),
    });
    return data.tree.map(toNode);
  }, [data.tree]);

  if (data.tree.length === 0) return <Empty description={t('system.authorization.empty')} />;

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('system.authorization.hint')} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Button onClick={() => setChecked(new Set(index.order))}>{t('system.authorization.checkAll')}</Button>
          <Button onClick={() => setChecked(new Set())}>{t('system.authorization.uncheckAll')}</Button>
          <Button onClick={() => setExpanded(allParents)}>{t('system.authorization.expandAll')}</Button>
          <Button onClick={() => setExpanded([])}>{t('system.authorization.collapseAll')}</Button>
        </Space>
        <Space wrap>
          <Typography.Text type="secondary">{t('system.authorization.checkedCount', { count: checked.size })}</Typography.Text>
          {dirty && <Tag color="orange">{t('system.authorization.unsaved')}</Tag>}
          <Button disabled={!dirty || save.isPending} onClick={() => setChecked(stored)}>
            {t('system.authorization.revert')}
          </Button>
          <Button type="primary" loading={save.isPending} disabled={!dirty} onClick={() => save.mutate()} data-testid="authorization-save">
            {t('system.authorization.save')}
          </Button>
        </Space>
      </Flex>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        blockNode
        treeData={treeData}
        checkedKeys={displayKeys(index, checked)}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        onCheck={(_keys, info) => {
          const id = String(info.node.key);
          setChecked((current) => (info.checked ? checkNode(index, current, id) : uncheckNode(index, current, id)));
        }}
        data-testid="authorization-tree"
      />
    </Flex>
  );
}
