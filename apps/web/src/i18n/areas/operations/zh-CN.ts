import { operationsEntitiesZhCN, operationsTextZhCN } from '@kg/domain/i18n/operations/zh-CN';
import { kigGroupTextZhCN } from '@kg/domain/i18n/operations/group.zh-CN';
import { opsGroups } from '../../zh-CN/kig-group';
import { chartTest } from '../../zh-CN/chart-test';

/** operations's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: operationsEntitiesZhCN, operations: operationsTextZhCN, ...kigGroupTextZhCN, opsGroups, chartTest };
