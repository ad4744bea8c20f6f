import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaNode, areaChildrenQuery, areaPathQuery } from '../../api/system';
import { buildAreaTree, parentsToLoad } from './area-tree';

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

export interface AreaCascaderProps {
  /** The stored code of a province, city or district. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * An area picker: provinces, then cities, then districts, each level loaded when opened. A stored
 * code is shown as its path (loaded once). Any level may be chosen (an agent covers a province).
 */
export function AreaCascader({ value, onChange, disabled, placeholder, id }: AreaCascaderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Map<string, readonly AreaNode[]>>(() => new Map());
  const [failed, setFailed] = useState(false);
  // The path just picked, so the choice shows at once instead of waiting for its path to load.
  const [picked, setPicked] = useState<string[]>([]);
  const path = useQuery({ ...areaPathQuery(value ?? ''), enabled: Boolean(value) });

  const load = useCallback(
    async (parentCodes: readonly string[]) => {
      try {
        const lists = await Promise.all(parentCodes.map((code) => queryClient.fetchQuery(areaChildrenQuery(code))));
        setLoaded((previous) => {
          const next = new Map(previous);
          parentCodes.forEach((code, i) => next.set(code, lists[i] ?? []));
          return next;
        });
      } catch {
        setFailed(true);
      }
    },
    [queryClient],
  );

  // The provinces, and the levels above the stored value so its path shows.
  useEffect(() => {
    void load(path.data ? parentsToLoad(path.data) : ['0']);
  }, [load, path.data]);

  const options = useMemo(
    () =>
      buildAreaTree<AreaOption>(loaded, (area, children) => ({
        value: area.code,
        label: area.name,
        isLeaf: area.isLeaf,
        ...(children ? { children } : {}),
      })),
    [loaded],
  );

  const selectedPath = !value ? [] : picked.at(-1) === value ? picked : path.data?.length ? path.data.map((a) => a.code) : [value];

  return (
    <Cascader<AreaOption>
      id={id}
      options={options}
      value={selectedPath}
      loadData={(selected) => {
        const last = selected.at(-1);
        if (last && !last.isLeaf) void load([last.value]);
      }}
      onChange={(codes) => {
        const chosen = (codes ?? []).map(String);
        setPicked(chosen);
        onChange?.(chosen.at(-1) ?? null);
      }}
      changeOnSelect
      allowClear
      disabled={disabled}
      status={failed ? 'error' : undefined}
      placeholder={placeholder ?? t('resource.search.selectPlaceholder')}
      showSearch={false}
      style={{ width: '100%' }}
    />
  );
}
