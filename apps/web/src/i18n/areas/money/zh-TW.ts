import { moneyEntitiesZhTW, moneyTextZhTW } from '@kg/domain/i18n/money/zh-TW';
import { statementTextZhTW } from '@kg/domain/i18n/money/statement.zh-TW';
import { moneyScreens } from '../../zh-TW/money';
import { statementScreens } from '../../zh-TW/statement';

/** money's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: moneyEntitiesZhTW, ...moneyTextZhTW, ...statementTextZhTW, moneyScreens, statementScreens };
