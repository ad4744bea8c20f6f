import { operationsEntitiesEn, operationsTextEn } from '@kg/domain/i18n/operations/en';
import { kigGroupTextEn } from '@kg/domain/i18n/operations/group.en';
import { institutionTextEn } from '@kg/domain/i18n/operations/institution.en';
import { opsStatsTextEn } from '@kg/domain/i18n/operations/stats.en';
import { opsGroups } from '../../en/kig-group';
import { opsInstitutions } from '../../en/institution';
import { chartTest } from '../../en/chart-test';
import { formTest } from '../../en/form-test';
import { opsManualCheck } from '../../en/manual-check';
import { opsStatsScreens } from '../../en/ops-stats';

/** operations's words (en): loaded with its pages (areas.ts). */
export const words = {
  entity: operationsEntitiesEn,
  operations: operationsTextEn,
  ...kigGroupTextEn,
  ...institutionTextEn,
  opsGroups,
  opsInstitutions,
  opsManualCheck,
  ...opsStatsTextEn,
  opsStatsScreens,
  chartTest,
  formTest,
};
