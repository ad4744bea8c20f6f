import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN, pinEdgeColumns, pinsLeft } from './table-columns';

type Row = { name: string };
const col = (key: string, extra: object = {}) => ({ key, title: key, ...extra });

describe('pinEdgeColumns', () => {
  it('pins the first column left and the actions column right', () => {
    const out = pinEdgeColumns<Row>([col('name'), col('age'), col(ACTIONS_COLUMN)]);
    expect(out.map((c) => c.fixed)).toEqual(['left', undefined, 'right']);
    expect(pinsLeft(out)).toBe(true);
  });

  it('knows the hand-written tables\' "actions" key too, and only as the last column', () => {
    expect(pinEdgeColumns<Row>([col('name'), col('actions'), col('note')]).map((c) => c.fixed)).toEqual(['left', undefined, undefined]);
    expect(pinEdgeColumns<Row>([col('name'), col('note'), col('actions')]).map((c) => c.fixed)).toEqual(['left', undefined, 'right']);
  });

  it('keeps what a screen pinned or unpinned itself', () => {
    expect(pinEdgeColumns<Row>([col('a'), col('b', { fixed: 'left' }), col(ACTIONS_COLUMN, { fixed: false })]).map((c) => c.fixed)).toEqual([undefined, 'left', false]);
    expect(pinEdgeColumns<Row>([col('a', { fixed: false }), col('b')]).map((c) => c.fixed)).toEqual([false, undefined]);
  });

  it('leaves the first column free when asked, and a one-column table alone', () => {
    expect(pinEdgeColumns<Row>([col('a'), col(ACTIONS_COLUMN)], false).map((c) => c.fixed)).toEqual([undefined, 'right']);
    expect(pinEdgeColumns<Row>([col(ACTIONS_COLUMN)]).map((c) => c.fixed)).toEqual([undefined]);
    expect(pinsLeft(pinEdgeColumns<Row>([col('a'), col('b')], false))).toBe(false);
  });

  it('does not change the columns it was given', () => {
    const columns = [col('name'), col(ACTIONS_COLUMN)];
    pinEdgeColumns<Row>(columns);
    expect(columns.map((c) => 'fixed' in c)).toEqual([false, false]);
  });
});
