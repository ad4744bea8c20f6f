import type { AppModuleMatrix } from '@kg/domain';
import { describe, expect, it } from 'vitest';
import { rollBack, withCell } from './app-module-matrix';

const matrix = (attendance: boolean, shop: boolean): AppModuleMatrix =>
  ({
    modules: ['attendance', 'shop'],
    orgKinds: ['kindergarten'],
    enabled: { kindergarten: { attendance, shop } },
  }) as unknown as AppModuleMatrix;

describe('app module matrix', () => {
  it('changes one cell without touching the input', () => {
    const before = matrix(true, true);
    const after = withCell(before, { orgKind: 'kindergarten', module: 'shop', enabled: false });
    expect(after.enabled.kindergarten.shop).toBe(false);
    expect(after.enabled.kindergarten.attendance).toBe(true);
    expect(before.enabled.kindergarten.shop).toBe(true);
  });

  it('rolls back only the failed cell, keeping changes saved meanwhile', () => {
    const before = matrix(true, true);
    // shop was switched off (failed), attendance off too (succeeded).
    const current = matrix(false, false);
    const rolled = rollBack(current, before, { orgKind: 'kindergarten', module: 'shop', enabled: false });
    expect(rolled.enabled.kindergarten).toEqual({ attendance: false, shop: true });
  });
});
