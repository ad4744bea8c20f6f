// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/dom-harness';
import { DataTable } from './DataTable';

const columns = Array.from({ length: 12 }, (_, i) => ({ key: `c${i}`, dataIndex: `c${i}`, title: `Column ${i}`, width: 160 }));

describe('DataTable', () => {
  it('lets the keyboard reach the part that scrolls sideways, empty or not', () => {
    for (const dataSource of [[], [{ key: 'a', c0: 'one' }]]) {
      const { container, unmount } = render(<DataTable columns={columns} dataSource={dataSource} pagination={false} />);
      const regions = [...container.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')];
      expect(regions.length).toBeGreaterThan(0);
      for (const region of regions) expect(region.getAttribute('tabindex')).toBe('0');
      unmount();
    }
  });

  it("reads a row's `children` as a value, and nests rows only when asked (a tree's screen)", () => {
    const counts = render(
      <DataTable rowKey="key" columns={[{ key: 'children', dataIndex: 'children', title: 'Children' }]} dataSource={[{ key: 'a', children: 3 }]} pagination={false} />,
    );
    expect(counts.container.querySelector('.ant-table-tbody')?.textContent).toContain('3');
    expect(counts.container.querySelector('.ant-table-row-expand-icon')).toBeNull();
    counts.unmount();
    const tree = render(
      <DataTable
        nested
        rowKey="key"
        columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
        dataSource={[{ key: 'a', name: 'parent', children: [{ key: 'b', name: 'child' }] }]}
        pagination={false}
      />,
    );
    expect(tree.container.querySelector('.ant-table-row-expand-icon')).not.toBeNull();
    tree.unmount();
  });
});
