import { operationsEntitiesZhTW, operationsTextZhTW } from '@kg/domain/i18n/operations/zh-TW';
import { kigGroupTextZhTW } from '@kg/domain/i18n/operations/group.zh-TW';
import { institutionTextZhTW } from '@kg/domain/i18n/operations/institution.zh-TW';
import { opsStatsTextZhTW } from '@kg/domain/i18n/operations/stats.zh-TW';
import { opsGroups } from '../../zh-TW/kig-group';
import { opsInstitutions } from '../../zh-TW/institution';
import { chartTest } from '../../zh-TW/chart-test';
import { formTest } from '../../zh-TW/form-test';
import { opsManualCheck } from '../../zh-TW/manual-check';
import { opsStatsScreens } from '../../zh-TW/ops-stats';

/** operations's words (zh-TW): loaded with its pages (areas.ts). */
export const words = {
  entity: operationsEntitiesZhTW,
  operations: operationsTextZhTW,
  ...kigGroupTextZhTW,
  ...institutionTextZhTW,
  opsGroups,
  opsInstitutions,
  opsManualCheck,
  ...opsStatsTextZhTW,
  opsStatsScreens,
  chartTest,
  formTest,
};
