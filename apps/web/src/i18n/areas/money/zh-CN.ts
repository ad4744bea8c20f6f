import { moneyEntitiesZhCN, moneyTextZhCN } from '@kg/domain/i18n/money/zh-CN';
import { moneyScreens } from '../../zh-CN/money';

/** money's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: moneyEntitiesZhCN, ...moneyTextZhCN, moneyScreens };
