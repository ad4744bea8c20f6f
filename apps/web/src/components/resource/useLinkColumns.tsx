import { type AnyEntity, type LinkDef, type LinkRecord, linkPermission, linkSides, linksOf } from '@kg/domain';
import { useQueries } from '@tanstack/react-query';
import { Space, Tag, type TableColumnType } from 'antd';
import { linkApi, linkQueryKeys } from '../../api/link-api';
import type { ResourceRecord } from '../../api/resource-api';
import type { Can } from '../access/access-context';
import { linkFieldValue, othersTitle } from './link-values';

/**
 * The list columns of an entity's links whose side asks for one (`column: true`): each row's links
 * (the other side's labels with the link's fields: a parent's children and how related), read for
 * the rows of the page in one call per link, when the session may read the link.
 */
export function useLinkColumns(entity: AnyEntity, records: readonly ResourceRecord[], can: Can): TableColumnType<ResourceRecord>[] {
  const links = linksOf(entity.name).filter((l) => linkSides(l, entity.name)?.own.column && can(linkPermission(l, 'view')));
  const ids = records.map((r) => r.id);
  const answers = useQueries({
    queries: links.map((l) => {
      const own = linkSides(l, entity.name)!.own;
      return {
        queryKey: linkQueryKeys.list(l, own, ids),
        queryFn: ({ signal }: { signal: AbortSignal }) => linkApi(l).list(own, ids, signal),
        enabled: ids.length > 0,
      };
    }),
  });
  return links.map((l, i) => {
    const { own, other } = linkSides(l, entity.name)!;
    const byRow = new Map<string, LinkRecord[]>();
    for (const item of answers[i]?.data ?? []) {
      const key = String(item[own.key]);
      byRow.set(key, [...(byRow.get(key) ?? []), item]);
    }
    return {
      key: `_link_${l.name}`,
      title: othersTitle(l, entity.name),
      render: (_: unknown, record: ResourceRecord) => <LinkTags link={l} otherKey={other.key} items={byRow.get(record.id) ?? []} />,
    };
  });
}

function LinkTags({ link, otherKey, items }: { link: LinkDef; otherKey: string; items: LinkRecord[] }) {
  if (items.length === 0) return <>-</>;
  return (
    <Space size={[4, 4]} wrap data-testid={`link-cell-${link.name}`}>
      {items.map((item) => (
        <Tag key={String(item[otherKey])} style={{ marginInlineEnd: 0 }}>
          {item._labels[otherKey]}
          {Object.keys(link.fields).map((name) => (
            <span key={name}> · {linkFieldValue(link, name, item)}</span>
          ))}
        </Tag>
      ))}
    </Space>
  );
}
