import { Table, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pinEdgeColumns, pinsLeft } from './table-columns';
import { useStickyTop } from './sticky-top';

export interface DataTableProps<T> extends TableProps<T> {
  /** Keep the first column in sight while the table scrolls sideways (default); false for a table read by another column. */
  pinFirst?: boolean;
  /**
   * Rows nest under their `children` (a tree's screen). Off by default: antd would read any row's
   * `children` field (a count of children, say) as nested rows.
   */
  nested?: boolean;
}

/** A field no row has: antd's nesting reads it, and finds nothing. */
const NOT_NESTED = 'nestedRows';

/**
 * Every list's table: as wide as its columns need, scrolling sideways inside its card with the first
 * column and the actions pinned, and the scroll plain to see: the header and a scrollbar stay on
 * screen while the page scrolls (not inside a dialog or drawer, which scroll themselves), and the
 * pinned columns cast a shadow over what passes under them (styles.css, kg-data-table).
 */
export function DataTable<T extends AnyObject>({ columns, scroll, sticky, rowSelection, pinFirst = true, nested = false, expandable, ...props }: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const top = useStickyTop();
  const [inOverlay, setInOverlay] = useState(false);
  useLayoutEffect(() => setInOverlay(Boolean(box.current?.closest('.ant-modal, .ant-drawer'))), []);
  const pinned = useMemo(() => (columns ? pinEdgeColumns(columns, pinFirst) : columns), [columns, pinFirst]);
  // A table with its own height scrolls inside itself: its header and scrollbar are already in sight.
  const stickToPage = sticky ?? (!inOverlay && !scroll?.y ? { offsetHeader: top, offsetScroll: 0 } : undefined);
  // The part that scrolls sideways takes the keyboard's focus, so that it can be scrolled without a
  // mouse even when no row offers a link (an empty list; WCAG 2.1.1). antd renders it: marked after each render.
  useEffect(() => {
    for (const region of box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (region.tabIndex !== 0) region.tabIndex = 0;
    }
  });
  return (
    <div ref={box} className="kg-data-table">
      {/* eslint-disable-next-line no-restricted-syntax -- the one place antd's Table is drawn */}
      <Table<T>
        {...props}
        expandable={nested ? expandable : { ...expandable, childrenColumnName: NOT_NESTED }}
        columns={pinned}
        scroll={{ x: 'max-content', ...scroll }}
        sticky={stickToPage}
        rowSelection={rowSelection && pinned && pinsLeft(pinned) ? { fixed: true, ...rowSelection } : rowSelection}
      />
    </div>
  );
}
