import { describe, expect, it } from 'vitest';
import { areaTrail, reachRows } from './reach-rows';

const view = {
  groupBy: 'area' as const,
  areaPath: [
    { code: '320000', name: '江苏省' },
    { code: '320100', name: '南京市' },
  ],
  areas: [
    { areaCode: '320102', areaName: '玄武区', kindergartenCount: 2, checked: 3 },
    { areaCode: 'unknown', areaName: '', kindergartenCount: 1, checked: 0 },
  ],
  kindergartens: [{ kigId: 'k1', kigName: '金陵第三幼儿园', areaCode: '320100', checked: 1 }],
  totals: { checked: 4 },
};

describe('reach rows', () => {
  it('puts the areas first, names the unknown area, then the kindergartens of the area itself', () => {
    expect(reachRows(view, 'Unknown area')).toEqual([
      { key: 'area:320102', kind: 'area', id: '320102', name: '玄武区', kindergartenCount: 2, checked: 3 },
      { key: 'area:unknown', kind: 'area', id: 'unknown', name: 'Unknown area', kindergartenCount: 1, checked: 0 },
      { key: 'kig:k1', kind: 'kindergarten', id: 'k1', name: '金陵第三幼儿园', kindergartenCount: null, checked: 1 },
    ]);
  });

  it('leads the breadcrumb from all areas down to the one drilled into', () => {
    const labels = { all: 'All areas', unknown: 'Unknown area' };
    expect(areaTrail(view, '320100', labels).map((s) => s.title)).toEqual(['All areas', '江苏省', '南京市']);
    expect(areaTrail({ areaPath: [] }, 'unknown', labels)).toEqual([
      { code: undefined, title: 'All areas' },
      { code: 'unknown', title: 'Unknown area' },
    ]);
  });
});
