import { moneyEntitiesZhCN, moneyTextZhCN } from '@kg/domain/i18n/money/zh-CN';
import { statementTextZhCN } from '@kg/domain/i18n/money/statement.zh-CN';
import { moneyScreens } from '../../zh-CN/money';
import { statementScreens } from '../../zh-CN/statement';

/** money's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: moneyEntitiesZhCN, ...moneyTextZhCN, ...statementTextZhCN, moneyScreens, statementScreens };
