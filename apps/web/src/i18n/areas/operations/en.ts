import { operationsEntitiesEn, operationsTextEn } from '@kg/domain/i18n/operations/en';
import { kigGroupTextEn } from '@kg/domain/i18n/operations/group.en';
import { opsGroups } from '../../en/kig-group';
import { opsManualCheck } from '../../en/manual-check';

/** operations's words (en): loaded with its pages (areas.ts). */
export const words = { entity: operationsEntitiesEn, operations: operationsTextEn, ...kigGroupTextEn, opsGroups, opsManualCheck };
