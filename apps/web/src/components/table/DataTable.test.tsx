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
});
