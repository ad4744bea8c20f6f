import { operationsEntitiesEn, operationsTextEn } from '@kg/domain/i18n/operations/en';
import { kigGroupTextEn } from '@kg/domain/i18n/operations/group.en';
import { opsGroups } from '../../en/kig-group';
import { chartTest } from '../../en/chart-test';

/** operations's words (en): loaded with its pages (areas.ts). */
export const words = { entity: operationsEntitiesEn, operations: operationsTextEn, ...kigGroupTextEn, opsGroups, chartTest };
