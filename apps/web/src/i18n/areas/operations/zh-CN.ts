import { operationsEntitiesZhCN, operationsTextZhCN } from '@kg/domain/i18n/operations/zh-CN';
import { kigGroupTextZhCN } from '@kg/domain/i18n/operations/group.zh-CN';
import { institutionTextZhCN } from '@kg/domain/i18n/operations/institution.zh-CN';
import { opsStatsTextZhCN } from '@kg/domain/i18n/operations/stats.zh-CN';
import { opsGroups } from '../../zh-CN/kig-group';
import { opsInstitutions } from '../../zh-CN/institution';
import { chartTest } from '../../zh-CN/chart-test';
import { formTest } from '../../zh-CN/form-test';
import { opsManualCheck } from '../../zh-CN/manual-check';
import { opsStatsScreens } from '../../zh-CN/ops-stats';

/** operations's words (zh-CN): loaded with its pages (areas.ts). */
export const words = {
  entity: operationsEntitiesZhCN,
  operations: operationsTextZhCN,
  ...kigGroupTextZhCN,
  ...institutionTextZhCN,
  opsGroups,
  opsInstitutions,
  opsManualCheck,
  ...opsStatsTextZhCN,
  opsStatsScreens,
  chartTest,
  formTest,
};
