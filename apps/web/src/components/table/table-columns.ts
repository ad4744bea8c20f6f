import type { ColumnGroupType, ColumnType } from 'antd/es/table';

type Column<T> = ColumnGroupType<T> | ColumnType<T>;

/** The key of a row's actions column; the shared table keeps it at the right edge. */
export const ACTIONS_COLUMN = '_actions';
const ACTION_KEYS: readonly unknown[] = [ACTIONS_COLUMN, 'actions'];

const isFixed = (column: Column<unknown>) => column.fixed !== undefined && column.fixed !== false;

/**
 * The columns of a table that may scroll sideways, with what a person reads a row by kept in sight:
 * the first column pinned to the left (the child, the class), the actions column (last, keyed
 * ACTIONS_COLUMN) to the right. A column the screen pinned itself, or unpinned (`fixed: false`), is
 * left as it is; so is a table of a single column.
 */
export function pinEdgeColumns<T>(columns: readonly Column<T>[], pinFirst = true): Column<T>[] {
  if (columns.length < 2) return [...columns];
  const out = [...columns];
  const first = out[0]!;
  const last = out[out.length - 1]!;
  if (pinFirst && first.fixed === undefined && !out.some((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true)) {
    out[0] = { ...first, fixed: 'left' };
  }
  if (ACTION_KEYS.includes(last.key) && !isFixed(last as Column<unknown>) && last.fixed !== false) {
    out[out.length - 1] = { ...last, fixed: 'right' };
  }
  return out;
}

/** Whether the table pins a column on the left, so its row choice column must be pinned too. */
export const pinsLeft = <T>(columns: readonly Column<T>[]) => columns.some((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true);
