import { type AppType, isAppType, menuEntity } from '@kg/domain';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, resourceKeys, type TreeRecord } from '../../api/resource-api';
import { useSession } from '../../app/session/session-store';
import { enumOptions, recordLabel } from '../../components/resource/labels';
import type { CustomInputContext, ResourceFormOptions } from '../../components/resource/ResourceForm';
import { LabeledControl } from '../../components/LabeledControl';
import { ResourceTree } from '../../components/resource/ResourceTree';
import { subtreeIds } from '../../components/resource/tree-data';

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** The menus one level above: same system, never a button, never the menu itself or one below it. */
function parentOptions(nodes: readonly TreeRecord[], appType: unknown, excluded: ReadonlySet<string>): ParentOption[] {
  return nodes
    .filter((node) => node.appType === appType)
    .map((node) => {
      const children = parentOptions(node.children ?? [], appType, excluded);
      return {
        value: node.id,
        title: recordLabel(menuEntity, node),
        disabled: node.kind === 'button' || excluded.has(node.id),
        ...(children.length ? { children } : {}),
      };
    });
}

/** The parent picker of the menu form: a tree of the chosen system's menus (from the tree already loaded). */
function MenuParentSelect({ context, value, onChange }: { context: CustomInputContext; value?: string | null; onChange?: (value: string | null) => void }) {
  const { t } = useTranslation();
  const { data = [] } = useQuery({ queryKey: resourceKeys.tree(menuEntity), queryFn: ({ signal }) => resourceApi(menuEntity).tree(signal) });
  const appType = context.values.appType ?? context.record?.appType;
  const self = context.record?.id;
  const options = useMemo(() => parentOptions(data, appType, self ? subtreeIds(data, self) : new Set()), [data, appType, self]);
  return (
    <TreeSelect<string | null>
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={options}
      treeDefaultExpandAll
      allowClear
      disabled={context.disabled}
      placeholder={t('system.menu.rootParent')}
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%' }}
    />
  );
}

/** The system is chosen above the tree, so its column would repeat it on every row. */
const HIDDEN = ['appType'];

/**
 * System management -> Menus (componentUrl 'system/menu'): one system's menu tree at a time; the
 * page is chosen from the pages this build has, the parent from the same system's menus.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const ownAppType = useSession((s) => s.appType);
  const [system, setSystem] = useState<AppType>(ownAppType && isAppType(ownAppType) ? ownAppType : 8);

  const form: ResourceFormOptions = useMemo(
    () => ({
      presets: { appType: system },
      inputs: { parentId: (context) => <MenuParentSelect context={context} /> },
    }),
    [system],
  );
  const filter = useMemo(() => (record: TreeRecord) => record.appType === system, [system]);

  return (
    <ResourceTree
      entity={menuEntity}
      filter={filter}
      hiddenColumns={HIDDEN}
      form={form}
      canAddChild={(record) => record.kind !== 'button'}
      toolbarStart={
        <Flex align="center" gap={8}>
          <LabeledControl label={t('system.menu.system')}>
            {(id) => (
              <Select<AppType>
                id={id}
                value={system}
                onChange={setSystem}
                options={enumOptions(menuEntity, 'appType').map((o) => ({ value: o.value as AppType, label: o.label }))}
                style={{ width: 200 }}
                data-testid="menu-system"
              />
            )}
          </LabeledControl>
          <Typography.Text type="secondary">{t('system.menu.hint')}</Typography.Text>
        </Flex>
      }
    />
  );
}
