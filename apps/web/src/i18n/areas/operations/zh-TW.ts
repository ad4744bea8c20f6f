import { operationsEntitiesZhTW, operationsTextZhTW } from '@kg/domain/i18n/operations/zh-TW';
import { kigGroupTextZhTW } from '@kg/domain/i18n/operations/group.zh-TW';
import { opsGroups } from '../../zh-TW/kig-group';
import { chartTest } from '../../zh-TW/chart-test';

/** operations's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: operationsEntitiesZhTW, operations: operationsTextZhTW, ...kigGroupTextZhTW, opsGroups, chartTest };
