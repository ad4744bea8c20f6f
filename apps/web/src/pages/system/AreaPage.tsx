import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Input, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { type AreaNode, areaChildrenQuery, areaPathQuery } from '../../api/system';
import { LoadError } from '../../components/LoadError';
import { buildAreaTree, isAreaCode, parentsToLoad } from '../../components/resource/area-tree';

/**
 * System management -> Areas (componentUrl 'system/area'): provinces, cities and districts with their
 * codes, each level loaded when opened; a code search opens the tree down to that area.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const provinces = useQuery(areaChildrenQuery('0'));
  const [loaded, setLoaded] = useState<Map<string, readonly AreaNode[]>>(() => new Map());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [found, setFound] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const load = useCallback(
    async (codes: readonly string[]) => {
      const lists = await Promise.all(codes.map((code) => queryClient.fetchQuery(areaChildrenQuery(code))));
      setLoaded((previous) => {
        const next = new Map(previous);
        codes.forEach((code, i) => next.set(code, lists[i] ?? []));
        return next;
      });
    },
    [queryClient],
  );

  const all = useMemo(() => {
    const map = new Map(loaded);
    if (provinces.data) map.set('0', provinces.data);
    return map;
  }, [loaded, provinces.data]);

  const treeData = useMemo(
    () =>
      buildAreaTree<TreeDataNode>(all, (area, children) => ({
        key: area.code,
        isLeaf: area.isLeaf,
        title: (
          <Flex gap={8} align="center" data-testid="area-node" data-code={area.code} id={`area-${area.code}`}>
            <span>{area.name}</span>
            <Typography.Text type="secondary" code>
              {area.code}
            </Typography.Text>
          </Flex>
        ),
        ...(children ? { children } : {}),
      })),
    [all],
  );

  const search = async (text: string) => {
    const code = text.trim();
    if (!code) return;
    if (!isAreaCode(code)) return void message.warning(t('system.area.invalidCode'));
    setSearching(true);
    try {
      const path = await queryClient.fetchQuery(areaPathQuery(code));
      if (path.length === 0) return void message.warning(t('system.area.notFound', { code }));
      await load(parentsToLoad(path).filter((c) => c !== '0'));
      setExpanded((keys) => [...new Set([...keys, ...path.slice(0, -1).map((a) => a.code)])]);
      setFound(code);
      // After the tree renders the opened levels, bring the area into view.
      setTimeout(() => document.getElementById(`area-${code}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 100);
    } catch (error) {
      void message.error(isApiError(error) ? error.txt : t('common.network.offline'));
    } finally {
      setSearching(false);
    }
  };

  return (
    <Card
      title={t('system.area.title')}
      extra={
        <Input.Search
          placeholder={t('system.area.searchPlaceholder')}
          maxLength={6}
          allowClear
          enterButton
          loading={searching}
          onSearch={(value) => void search(value)}
          style={{ width: 300 }}
          data-testid="area-search"
        />
      }
    >
      {provinces.isError ? (
        <LoadError error={provinces.error} onRetry={() => void provinces.refetch()} retrying={provinces.isFetching} />
      ) : (
        <>
          {found && (
            <Tag color="blue" closable onClose={() => setFound(null)} style={{ marginBottom: 12 }}>
              {found}
            </Tag>
          )}
          <Tree
            treeData={treeData}
            loadData={async (node) => {
              if (!node.isLeaf && !all.has(String(node.key))) await load([String(node.key)]);
            }}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={found ? [found] : []}
            onSelect={(keys) => setFound(keys.length ? String(keys[0]) : null)}
            blockNode
            showLine
            data-testid="area-tree"
          />
        </>
      )}
    </Card>
  );
}
