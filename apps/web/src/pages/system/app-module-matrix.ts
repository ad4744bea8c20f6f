import type { AppModule, AppModuleMatrix, AppModuleOrgKind } from '@kg/domain';

/** One switch of the App module matrix. */
export interface Cell {
  orgKind: AppModuleOrgKind;
  module: AppModule;
  enabled: boolean;
}

/** The matrix with one cell changed (the optimistic view while the save runs). */
export function withCell(matrix: AppModuleMatrix, { orgKind, module, enabled }: Cell): AppModuleMatrix {
  return { ...matrix, enabled: { ...matrix.enabled, [orgKind]: { ...matrix.enabled[orgKind], [module]: enabled } } };
}

/**
 * After a failed save, the failed cell goes back to what it was; the other cells keep their current
 * state, since their own saves may have succeeded meanwhile.
 */
export function rollBack(current: AppModuleMatrix, before: AppModuleMatrix, cell: Cell): AppModuleMatrix {
  const was = before.enabled[cell.orgKind]?.[cell.module];
  return was === undefined ? current : withCell(current, { ...cell, enabled: was });
}
