import { moneyEntitiesZhTW, moneyTextZhTW } from '@kg/domain/i18n/money/zh-TW';
import { moneyScreens } from '../../zh-TW/money';

/** money's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: moneyEntitiesZhTW, ...moneyTextZhTW, moneyScreens };
